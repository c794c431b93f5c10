import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api/client.ts';
import type { Review, ReviewInput } from '../../../ui/reviews/ReviewModal.tsx';
import { tuitionKeys } from '../api.ts';

export type { Review };

/** `GET /rates?id=&type=tutor&page=`: a tutor's reviews, newest first. */
export function useTutorReviews(tutorId: number | null, page: number) {
  return useQuery({
    queryKey: [...tuitionKeys.reviews, 'list', tutorId, page],
    queryFn: ({ signal }) =>
      api.page<Review>('/rates', { query: { id: tutorId, type: 'tutor', page }, signal, silent: true }),
    enabled: tutorId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /rates/show?id=&type=tutor`: the signed-in student's own review of the tutor, or null. */
export function useOwnReview(tutorId: number | null) {
  return useQuery({
    queryKey: [...tuitionKeys.reviews, 'own', tutorId],
    queryFn: ({ signal }) =>
      api.get<Review | null>('/rates/show', { query: { id: tutorId, type: 'tutor' }, signal, silent: true }),
    enabled: tutorId !== null,
  });
}

/** `POST /rates` (a first review) or `PATCH /rates/{id}` (editing it); the tutor's rating is read again. */
export function useSaveReview(tutorId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, rate, review }: ReviewInput) =>
      reviewId === null
        ? api.post<Review>('/rates', { type: 'tutor', id: tutorId, rate, review }, { silent: true })
        : api.patch<Review>(`/rates/${reviewId}`, { rateId: reviewId, rate, review }, { silent: true }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tuitionKeys.reviews }),
        client.invalidateQueries({ queryKey: tuitionKeys.tutors }),
      ]),
  });
}
