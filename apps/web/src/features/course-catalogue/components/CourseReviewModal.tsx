import { useTranslation } from 'react-i18next';
import { ReviewModal } from '../../../ui/reviews/ReviewModal.tsx';
import { useOwnCourseReview, useSaveCourseReview } from '../reviews-api.ts';

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
  return (
    <ReviewModal
      targetId={opened ? course.id : null}
      own={useOwnCourseReview(course.id, opened)}
      save={useSaveCourseReview(course.id)}
      rateTestId="course-review-rate"
      onClose={onClose}
      texts={{
        title: t('courses.review.title', { title: course.title }),
        editing: t('courses.review.editing'),
        rate: t('courses.review.rate'),
        review: t('courses.review.review'),
        cancel: t('common.cancel'),
        submit: t('courses.review.submit'),
        update: t('courses.review.update'),
        saved: t('courses.review.saved'),
        updated: t('courses.review.updated'),
      }}
    />
  );
}
