import { Button, Group, Paper, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewList } from '../../../ui/reviews/ReviewList.tsx';
import type { Course } from '../../courses/api.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { TutorRating } from '../../tutor-search/components/TutorRating.tsx';
import { useCourseReviews } from '../reviews-api.ts';
import { CourseReviewModal } from './CourseReviewModal.tsx';

function ReviewItems({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <ReviewList
      reviews={useCourseReviews(courseId, page)}
      page={page}
      onPageChange={setPage}
      viewerZone={useViewerTimeZone()}
      showSubject={false}
      texts={{ empty: t('courses.review.none'), stars: (rate) => t('courses.review.stars', { rate }) }}
      testIds={{ item: 'course-review', empty: 'course-reviews-empty' }}
    />
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
