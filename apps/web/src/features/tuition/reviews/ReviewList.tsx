import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewList as Reviews } from '../../../ui/reviews/ReviewList.tsx';
import { useTutorReviews } from './api.ts';

/** A tutor's reviews, newest first, page by page: who, the stars, the subject, when, and what they wrote. */
export function ReviewList({ tutorId, viewerZone }: { tutorId: number; viewerZone: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <Reviews
      reviews={useTutorReviews(tutorId, page)}
      page={page}
      onPageChange={setPage}
      viewerZone={viewerZone}
      showSubject
      texts={{ empty: t('tuition.profile.noReviews'), stars: (rate) => t('tuition.reviews.stars', { rate }) }}
      testIds={{ item: 'review', empty: 'reviews-empty' }}
    />
  );
}
