import { Avatar, Button, Center, Group, Loader, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format.ts';
import { LoadFailed } from '../../tuition/components/LoadFailed.tsx';
import { PageControls } from '../../tuition/components/PageControls.tsx';
import { TutorRating } from '../../tuition/components/TutorRating.tsx';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import type { Course } from '../api.ts';
import { useCourseReviews } from './api.ts';
import { CourseReviewModal } from './CourseReviewModal.tsx';

function ReviewItems({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const viewerZone = useViewerTimeZone();
  const [page, setPage] = useState(1);
  const reviews = useCourseReviews(courseId, page);
  if (reviews.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (reviews.isError) return <LoadFailed onRetry={() => void reviews.refetch()} />;
  const { items, pagination } = reviews.data;
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="course-reviews-empty">
        {t('courses.review.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((review) => (
        <Paper key={review.id} withBorder radius="md" p="sm" data-testid="course-review">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar src={review.avatar} alt="" radius="xl" size="sm" color="kruPurple">
                {review.fullName.slice(0, 1)}
              </Avatar>
              <Text fw={600} size="sm" truncate>
                {review.fullName}
              </Text>
            </Group>
            <Stack gap={2} align="flex-end">
              <Rating
                value={review.rate}
                readOnly
                size="xs"
                aria-label={t('courses.review.stars', { rate: review.rate })}
              />
              <Text size="xs" c="dimmed">
                {formatDay(review.updatedAt, viewerZone)}
              </Text>
            </Stack>
          </Group>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
            {review.review}
          </Text>
        </Paper>
      ))}
      <PageControls total={pagination.totalPages} page={page} onChange={setPage} />
    </Stack>
  );
}

/** The course's reviews, newest first; a learner who has started the course can write or edit theirs. */
export function CourseReviews({ course, canReview }: { course: Course; canReview: boolean }) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  return (
    <Paper withBorder p="lg" radius="md" data-testid="course-reviews">
      <Group justify="space-between" mb="sm">
        <Group gap="sm">
          <Title order={2} size="h4">
            {t('courses.review.heading')}
          </Title>
          {course.rateCount > 0 && <TutorRating rate={course.rate} count={course.rateCount} />}
        </Group>
        {canReview && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconStar size={16} />}
            onClick={() => setWriting(true)}
            data-testid="write-course-review"
          >
            {t('courses.review.write')}
          </Button>
        )}
      </Group>
      <ReviewItems courseId={course.id} />
      {canReview && <CourseReviewModal course={course} opened={writing} onClose={() => setWriting(false)} />}
    </Paper>
  );
}
