import type { Review as ReviewWire } from '@kru/contract';
import { Button, Center, Group, Input, Loader, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Camelized } from '../../app/api/case.ts';
import { notify } from '../../app/notify.ts';
import { applyServerErrors, FormErrorAlert } from '../form/index.ts';
import { LoadFailed } from '../LoadFailed.tsx';

const REVIEW_MAX = 2000;

export type Review = Camelized<ReviewWire>;

/** What saving a review sends: a first review (`reviewId` null) or an edit of the caller's own. */
export interface ReviewInput {
  reviewId: number | null;
  rate: number;
  review: string;
}

/** The modal's words, already translated (tutor and course reviews word them differently). */
export interface ReviewTexts {
  title: string;
  editing: string;
  rate: string;
  review: string;
  cancel: string;
  submit: string;
  update: string;
  saved: string;
  updated: string;
}

type SaveReview = UseMutationResult<Review, Error, ReviewInput>;

function ReviewForm({
  existing,
  save,
  texts,
  rateTestId,
  onClose,
}: {
  existing: Review | null;
  save: SaveReview;
  texts: ReviewTexts;
  rateTestId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { rate: existing?.rate ?? 0, review: existing?.review ?? '' },
    validate: {
      rate: (value) => (value >= 1 && value <= 5 ? null : t('api.rate_required')),
      review: (value) => (value.trim() ? null : t('api.review_required')),
    },
  });
  const submit = form.onSubmit(({ rate, review }) => {
    setFormError(null);
    save.mutate(
      { reviewId: existing?.id ?? null, rate, review: review.trim() },
      {
        onSuccess: () => {
          notify.success(existing ? texts.updated : texts.saved);
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <Input.Wrapper label={texts.rate} withAsterisk error={form.errors.rate}>
          <Rating
            size="lg"
            value={form.values.rate}
            onChange={(value) => form.setFieldValue('rate', value)}
            aria-label={texts.rate}
            data-testid={rateTestId}
          />
        </Input.Wrapper>
        <Textarea
          label={texts.review}
          withAsterisk
          autosize
          minRows={4}
          maxLength={REVIEW_MAX}
          {...form.getInputProps('review')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {existing ? texts.update : texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Writing (or editing) the caller's review of a tutor or a course: a rating of 1-5 and a text. `targetId` names
 * what is reviewed (null: closed); `own` is the caller's review of it, `save` writes it.
 */
export function ReviewModal({
  targetId,
  own,
  save,
  texts,
  rateTestId,
  onClose,
}: {
  targetId: number | null;
  own: UseQueryResult<Review | null>;
  save: SaveReview;
  texts: ReviewTexts;
  rateTestId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={targetId !== null} onClose={onClose} title={texts.title} centered>
      {targetId !== null &&
        (own.isPending ? (
          <Center py="lg">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : own.isError ? (
          <LoadFailed onRetry={() => void own.refetch()} />
        ) : (
          <Stack gap="sm">
            {own.data && (
              <Text size="sm" c="dimmed">
                {texts.editing}
              </Text>
            )}
            {/*
              Keyed by what is reviewed, never by the review: saving a first review refetches it, and a form keyed
              by it would be replaced before its save could close the modal and say so.
            */}
            <ReviewForm
              key={targetId}
              existing={own.data}
              save={save}
              texts={texts}
              rateTestId={rateTestId}
              onClose={onClose}
            />
          </Stack>
        ))}
    </Modal>
  );
}
