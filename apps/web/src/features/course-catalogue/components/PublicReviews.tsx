import { Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format.ts';
import type { PublicCourse } from '../../courses/api.ts';
import { TutorRating } from '../../tutor-search/components/TutorRating.tsx';

/** The course's rating and its latest reviews, as anyone may read them (the reviewer by first name only). */
export function PublicReviews({ course }: { course: PublicCourse }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="course-reviews">
      <Group gap="sm" mb="sm">
        <Title order={2} size="h4">
          {t('courses.review.heading')}
        </Title>
        {course.rateCount > 0 && <TutorRating rate={course.rate} count={course.rateCount} />}
      </Group>
      {course.reviews.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="course-reviews-empty">
          {t('courses.review.none')}
        </Text>
      ) : (
        <Stack gap="md">
          {course.reviews.map((review) => (
            <Stack key={review.id} gap={4} data-testid="course-review">
              <Group gap="xs" wrap="wrap">
                <Rating
                  value={review.rate}
                  readOnly
                  size="sm"
                  role="img"
                  aria-label={t('courses.review.stars', { rate: review.rate })}
                />
                <Text size="sm" fw={600}>
                  {review.reviewer ?? t('publicCourse.reviewer')}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDay(review.updatedAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {review.review}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
