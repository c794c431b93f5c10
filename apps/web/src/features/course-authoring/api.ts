import type {
  Course,
  CourseApprovalLog,
  CourseApprovalState,
  CourseType,
  CreatorProgress as CreatorProgressWire,
  Question,
  QuestionBody,
  Section,
  SectionType,
} from '@kru/contract';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../../i18n/index.ts';
import type { CourseRequest } from './course-form.ts';
import type { OrderChange } from './reorder.ts';

export type AuthoredCourse = Camelized<Course>;
export type AuthoredChapter = AuthoredCourse['chapters'][number];
export type AuthoredSectionRef = AuthoredChapter['sections'][number];
export type AuthoredSection = Camelized<Section>;
export type ApprovalLog = Camelized<CourseApprovalLog>;
export type AuthoredQuestion = Camelized<Question>;

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

/** `GET /sections/{id}`: one section with its body. */
export function useSection(sectionId: number | null) {
  return useQuery({
    queryKey: keys.section(sectionId ?? 0),
    queryFn: () => api.get<AuthoredSection>(`/sections/${sectionId}`),
    enabled: sectionId !== null,
  });
}

/** Every section of the course with its body, for the preview. */
export function useSections(sectionIds: number[]) {
  return useQueries({
    queries: sectionIds.map((id) => ({
      queryKey: keys.section(id),
      queryFn: () => api.get<AuthoredSection>(`/sections/${id}`),
    })),
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

/** The chapter and section calls of the content step; each reads the course again afterwards. */
export function useContentActions(courseId: number) {
  const refresh = useRefreshCourse();
  const client = useQueryClient();
  const settle = { onSettled: () => refresh(courseId) };
  return {
    addChapter: useMutation({
      mutationFn: (title: string) => api.post<AuthoredChapter>(`/courses/${courseId}/chapters`, { title }),
      ...settle,
    }),
    updateChapter: useMutation({
      mutationFn: ({ id, ...body }: { id: number; title?: string; sortOrder?: number }) =>
        api.patch<AuthoredChapter>(`/chapters/${id}`, body, { silent: true }),
      ...settle,
    }),
    /** Several chapters' or sections' new orders, one call each (a move up or down). */
    reorder: useMutation({
      mutationFn: ({ level, changes }: { level: 'chapters' | 'sections'; changes: OrderChange[] }) =>
        Promise.all(changes.map(({ id, sortOrder }) => api.patch(`/${level}/${id}`, { sortOrder }))),
      ...settle,
    }),
    deleteChapter: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/chapters/${id}`),
      ...settle,
    }),
    addSection: useMutation({
      mutationFn: ({ chapterId, title, type }: { chapterId: number; title: string; type: SectionType }) =>
        api.post<AuthoredSection>(`/chapters/${chapterId}/sections`, { title, type }),
      ...settle,
    }),
    updateSection: useMutation({
      mutationFn: ({ id, ...body }: { id: number; title: string; description: string; sortOrder: number }) =>
        api.patch<AuthoredSection>(`/sections/${id}`, body, { silent: true }),
      onSettled: (_data, _error, { id }) =>
        Promise.all([refresh(courseId), client.invalidateQueries({ queryKey: keys.section(id) })]),
    }),
    deleteSection: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/sections/${id}`),
      ...settle,
    }),
  };
}

/**
 * The question calls of a quiz section: each reads the section (its questions) and the course (its state, back
 * to draft after an edit) again afterwards. Errors are left to the form that sent them.
 */
export function useQuestionActions(courseId: number, sectionId: number) {
  const refresh = useRefreshCourse();
  const client = useQueryClient();
  const settle = {
    onSettled: () =>
      Promise.all([refresh(courseId), client.invalidateQueries({ queryKey: keys.section(sectionId) })]),
  };
  return {
    add: useMutation({
      mutationFn: (body: QuestionBody) =>
        api.post<AuthoredQuestion>(`/sections/${sectionId}/questions`, body, { silent: true }),
      ...settle,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: QuestionBody }) =>
        api.patch<AuthoredQuestion>(`/questions/${id}`, body, { silent: true }),
      ...settle,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<null>(`/questions/${id}`),
      ...settle,
    }),
  };
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
