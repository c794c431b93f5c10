import { useTranslation } from 'react-i18next';
import { ReviewModal } from '../../../ui/reviews/ReviewModal.tsx';
import { useOwnReview, useSaveReview } from './api.ts';

/** "Review the tutor" after a completed session: a rating of 1-5 and a text; the student's review when one exists. */
export function ReviewTutorModal({
  tutor,
  onClose,
}: {
  tutor: { id: number; fullName: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tutorId = tutor?.id ?? null;
  return (
    <ReviewModal
      targetId={tutorId}
      own={useOwnReview(tutorId)}
      save={useSaveReview(tutorId)}
      rateTestId="review-rate"
      onClose={onClose}
      texts={{
        title: t('tuition.review.title', { name: tutor?.fullName ?? '' }),
        editing: t('tuition.review.editing'),
        rate: t('tuition.review.rate'),
        review: t('tuition.review.review'),
        cancel: t('tuition.back'),
        submit: t('tuition.review.submit'),
        update: t('tuition.review.update'),
        saved: t('tuition.review.saved'),
        updated: t('tuition.review.updated'),
      }}
    />
  );
}
