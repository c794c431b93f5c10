import { Button, Center, Group, Input, Loader, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert } from '../../../ui/form/index.ts';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { type Review, useOwnReview, useSaveReview } from './api.ts';

const REVIEW_MAX = 2000;

function ReviewForm({
  tutorId,
  existing,
  onClose,
}: {
  tutorId: number;
  existing: Review | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveReview();
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
      { reviewId: existing?.id ?? null, tutorId, rate, review: review.trim() },
      {
        onSuccess: () => {
          notify.success(t(existing ? 'tuition.review.updated' : 'tuition.review.saved'));
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });
  const rateError = form.errors.rate;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <Input.Wrapper label={t('tuition.review.rate')} withAsterisk error={rateError}>
          <Rating
            size="lg"
            value={form.values.rate}
            onChange={(value) => form.setFieldValue('rate', value)}
            aria-label={t('tuition.review.rate')}
            data-testid="review-rate"
          />
        </Input.Wrapper>
        <Textarea
          label={t('tuition.review.review')}
          withAsterisk
          autosize
          minRows={4}
          maxLength={REVIEW_MAX}
          {...form.getInputProps('review')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('tuition.back')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(existing ? 'tuition.review.update' : 'tuition.review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Review the tutor" after a completed session: a rating of 1-5 and a text; the student's review when one exists. */
export function ReviewTutorModal({
  tutor,
  onClose,
}: {
  tutor: { id: number; fullName: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const own = useOwnReview(tutor?.id ?? null);
  return (
    <Modal
      opened={tutor !== null}
      onClose={onClose}
      title={t('tuition.review.title', { name: tutor?.fullName ?? '' })}
      centered
    >
      {tutor &&
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
                {t('tuition.review.editing')}
              </Text>
            )}
            <ReviewForm
              key={own.data?.id ?? 'new'}
              tutorId={tutor.id}
              existing={own.data}
              onClose={onClose}
            />
          </Stack>
        ))}
    </Modal>
  );
}
