import type {
  Course,
  CourseApprovalLog,
  CourseApprovalState,
  CourseType,
  CreatorProgress as CreatorProgressWire,
  Section,
} from '@kru/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../../i18n/index.ts';
import type { CourseRequest } from './course-form.ts';

export type AuthoredCourse = Camelized<Course>;
export type AuthoredChapter = AuthoredCourse['chapters'][number];
export type AuthoredSectionRef = AuthoredChapter['sections'][number];
export type AuthoredSection = Camelized<Section>;
export type ApprovalLog = Camelized<CourseApprovalLog>;

/** Every query of the authoring pages sits under `['course-authoring', ...]`. */
export const keys = {
  all: ['course-authoring'] as const,
  lists: ['course-authoring', 'list'] as const,
  course: (id: number | null) => ['course-authoring', 'course', id] as const,
  section: (id: number) => ['course-authoring', 'section', id] as const,
  logs: (id: number) => ['course-authoring', 'logs', id] as const,
};

/** `GET /user/courses?approval_state=&course_type=&page=`: one page of the tutor's own courses in those states. */
export function useMyCourses(courseType: CourseType, states: readonly CourseApprovalState[], page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.lists, courseType, states, page, language],
    queryFn: () =>
      api.page<AuthoredCourse>('/user/courses', {
        query: { approvalState: states.join(','), courseType, page },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /courses/{id}`: the author's own course in any state, with its chapters (404 said in place). */
export function useAuthoredCourse(courseId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.course(courseId), language],
    queryFn: () => api.get<AuthoredCourse>(`/courses/${courseId}`, { silent: true }),
    enabled: courseId !== null,
  });
}

/** `GET /courses/{id}/approval-logs`: submissions and the reviewers' decisions. */
export function useApprovalLogs(courseId: number) {
  return useQuery({
    queryKey: keys.logs(courseId),
    queryFn: () => api.get<ApprovalLog[]>(`/courses/${courseId}/approval-logs`),
  });
}

/** `GET /thumbnails`: the covers a course can have. */
export function useThumbnails() {
  return useQuery({
    queryKey: ['catalogue', 'thumbnails'],
    queryFn: () => api.get<{ id: number; url: string }[]>('/thumbnails'),
    staleTime: 60 * 60_000,
  });
}

/** `GET /subdomains`: the tenants a course can be offered on. */
export function useSubdomains() {
  return useQuery({
    queryKey: ['catalogue', 'subdomains'],
    queryFn: () => api.get<{ id: number; title: string; url: string }[]>('/subdomains'),
    staleTime: 10 * 60_000,
  });
}

/**
 * After any change to a course: the course, its lists (an edit can move it back to drafts) and its log are read
 * again.
 */
export function useRefreshCourse() {
  const client = useQueryClient();
  return (courseId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.course(courseId) }),
      client.invalidateQueries({ queryKey: keys.lists }),
      client.invalidateQueries({ queryKey: keys.logs(courseId) }),
    ]);
}

/** `POST /courses` (no id) or `PATCH /courses/{id}`; field errors are shown on the form. */
export function useSaveCourse() {
  const refresh = useRefreshCourse();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: number | null; body: CourseRequest }) =>
      courseId
        ? api.patch<AuthoredCourse>(`/courses/${courseId}`, body, { silent: true })
        : api.post<AuthoredCourse>('/courses', body, { silent: true }),
    onSuccess: (course) => refresh(course.id),
  });
}

/** `DELETE /courses/{id}` */
export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => api.delete<null>(`/courses/${courseId}`),
    onSettled: () => client.invalidateQueries({ queryKey: keys.lists }),
  });
}

/** `POST /courses/{id}/review-apply`: the page says why it was refused (no content, tutor not approved). */
export function useSubmitForReview(courseId: number) {
  const refresh = useRefreshCourse();
  return useMutation({
    mutationFn: () =>
      api.post<AuthoredCourse>(`/courses/${courseId}/review-apply`, undefined, { silent: true }),
    onSuccess: () => refresh(courseId),
  });
}

export type CreatorProgress = Camelized<CreatorProgressWire>;

/** `GET /dashboard/courses/{id}/learners`: each enrolment's progress towards the creator reward (author only). */
export function useCreatorProgress(courseId: number) {
  return useQuery({
    queryKey: ['creator-progress', courseId],
    queryFn: ({ signal }) =>
      api.get<CreatorProgress>(`/dashboard/courses/${courseId}/learners`, { signal, silent: true }),
  });
}
