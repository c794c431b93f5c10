import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';
import type { Review, ReviewInput } from '../../ui/reviews/ReviewModal.tsx';
import { courseKeys } from '../courses/api.ts';

export type CourseReview = Review;

/** `GET /rates?type=course&id=&page=`: a course's reviews, newest first. */
export function useCourseReviews(courseId: number, page: number) {
  return useQuery({
    queryKey: [...courseKeys.reviews, 'list', courseId, page],
    queryFn: ({ signal }) =>
      api.page<CourseReview>('/rates', {
        query: { type: 'course', id: courseId, page },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /rates/show?type=course&id=`: the signed-in learner's own review of the course, or null. */
export function useOwnCourseReview(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...courseKeys.reviews, 'own', courseId],
    queryFn: ({ signal }) =>
      api.get<CourseReview | null>('/rates/show', {
        query: { type: 'course', id: courseId },
        signal,
        silent: true,
      }),
    enabled,
  });
}

/** `POST /rates` (a first review) or `PATCH /rates/{id}` (editing it); the course's rating is read again. */
export function useSaveCourseReview(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      input.reviewId === null
        ? api.post<CourseReview>(
            '/rates',
            { type: 'course', id: courseId, rate: input.rate, review: input.review },
            { silent: true },
          )
        : api.patch<CourseReview>(
            `/rates/${input.reviewId}`,
            { rateId: input.reviewId, rate: input.rate, review: input.review },
            { silent: true },
          ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: courseKeys.reviews }),
        client.invalidateQueries({ queryKey: courseKeys.course }),
      ]),
  });
}
