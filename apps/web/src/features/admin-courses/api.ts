import type { Course, CourseApprovalState, CourseType, courseReviewDetailSchema } from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../admin/api.ts';

export type ReviewCourse = Camelized<Course>;
export type CourseReviewDetail = Camelized<z.infer<typeof courseReviewDetailSchema>>;

/** Under the console's `['admin', ...]` keys, beside the tutor reviews. */
export const courseReviewKeys = {
  all: ['admin', 'course-reviews'] as const,
};

export interface CourseReviewFilters {
  status: CourseApprovalState;
  /** null: courses and skills together. */
  courseType: CourseType | null;
  page: number;
}

/**
 * `GET /admin/course-reviews?status=&course_type=&page=`: one page of the courses and skills in an authoring
 * state. Tutors submit at any time, so the queue is asked for again whenever it is shown.
 */
export function useCourseReviews(filters: CourseReviewFilters) {
  const language = useLanguage();
  return useQuery({
    // Subject titles and the state's text come in the request's language.
    queryKey: [...courseReviewKeys.all, 'list', filters, language],
    queryFn: () => api.page<ReviewCourse>('/admin/course-reviews', { query: { ...filters } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * `GET /admin/course-reviews/{id}`: every field, each section's body and the approval log. Asked for again each
 * time it is opened: a decision must be made on what the tutor has written now.
 */
export function useCourseReview(courseId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...courseReviewKeys.all, 'detail', courseId, language],
    queryFn: () => api.get<CourseReviewDetail>(`/admin/course-reviews/${courseId}`),
    enabled: courseId !== null,
    staleTime: 0,
  });
}

/**
 * A decision answers the course as it is now (its state and log); the queue and its counts change with it. A
 * refusal (most likely someone decided first: 409) asks for everything again, so the page shows where it stands.
 */
function useCourseDecision(
  decide: (input: { courseId: number; feedback: string }) => Promise<CourseReviewDetail>,
) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: decide,
    onSuccess: (detail, { courseId }) => {
      queryClient.setQueryData([...courseReviewKeys.all, 'detail', courseId, language], detail);
      void queryClient.invalidateQueries({ queryKey: [...courseReviewKeys.all, 'list'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: courseReviewKeys.all }),
  });
}

/** `POST /admin/course-reviews/{id}/approve` (the Warning dialog shows a refusal). */
export function useApproveCourse() {
  return useCourseDecision(({ courseId }) =>
    api.post<CourseReviewDetail>(`/admin/course-reviews/${courseId}/approve`),
  );
}

/** `POST /admin/course-reviews/{id}/reject` with the required feedback (errors shown in the form). */
export function useRejectCourse() {
  return useCourseDecision(({ courseId, feedback }) =>
    api.post<CourseReviewDetail>(`/admin/course-reviews/${courseId}/reject`, { feedback }, { silent: true }),
  );
}
