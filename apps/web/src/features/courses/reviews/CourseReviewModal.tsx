import { Button, Center, Group, Input, Loader, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert } from '../../../ui/form/index.ts';
import { LoadFailed } from '../../tuition/components/LoadFailed.tsx';
import { type CourseReview, useOwnCourseReview, useSaveCourseReview } from './api.ts';

const REVIEW_MAX = 2000;

function ReviewForm({
  courseId,
  existing,
  onClose,
}: {
  courseId: number;
  existing: CourseReview | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCourseReview();
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
      { reviewId: existing?.id ?? null, courseId, rate, review: review.trim() },
      {
        onSuccess: () => {
          notify.success(t(existing ? 'courses.review.updated' : 'courses.review.saved'));
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
        <Input.Wrapper label={t('courses.review.rate')} withAsterisk error={form.errors.rate}>
          <Rating
            size="lg"
            value={form.values.rate}
            onChange={(value) => form.setFieldValue('rate', value)}
            aria-label={t('courses.review.rate')}
            data-testid="course-review-rate"
          />
        </Input.Wrapper>
        <Textarea
          label={t('courses.review.review')}
          withAsterisk
          autosize
          minRows={4}
          maxLength={REVIEW_MAX}
          {...form.getInputProps('review')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(existing ? 'courses.review.update' : 'courses.review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Writing (or editing) the learner's review of a course: a rating of 1-5 and a text. */
export function CourseReviewModal({
  course,
  opened,
  onClose,
}: {
  course: { id: number; title: string };
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const own = useOwnCourseReview(course.id, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('courses.review.title', { title: course.title })}
      centered
    >
      {own.isPending ? (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : own.isError ? (
        <LoadFailed onRetry={() => void own.refetch()} />
      ) : (
        <Stack gap="sm">
          {own.data && (
            <Text size="sm" c="dimmed">
              {t('courses.review.editing')}
            </Text>
          )}
          {/* Not keyed by the review: saving refetches it, and the form must outlive that to close. */}
          <ReviewForm courseId={course.id} existing={own.data} onClose={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
