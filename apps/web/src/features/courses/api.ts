import type {
  Chapter as ChapterWire,
  Course as CourseWire,
  enrolmentSchema,
  LearnerCourseStatus,
  PublicCourse as PublicCourseWire,
  QuizResult as QuizResultWire,
  SavedVideoProgress,
  SaveVideoProgressBody,
  Section as SectionWire,
  SubmitQuizBody,
  TakeSection,
  VideoProgress as VideoProgressWire,
} from '@kru/contract';
import { API_BASE_PATH, STORAGE_KEYS, SUBDOMAIN_HEADER } from '@kru/contract/limits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { safeLocalStorage } from '../../app/storage.ts';
import { useLanguage } from '../../i18n/index.ts';
import { type CourseKind, courseTypeOfKind } from './course-kind.ts';
import { changeFor, type EnrolmentAction } from './enrolment-actions.ts';

export type Course = Camelized<CourseWire>;
export type PublicCourse = Camelized<PublicCourseWire>;
export type Chapter = Camelized<ChapterWire>;
export type SectionRef = Chapter['sections'][number];
export type Section = Camelized<SectionWire>;
export type Enrolment = Camelized<z.infer<typeof enrolmentSchema>>;
export type TakenSection = Camelized<TakeSection>;
export type QuizResult = Camelized<QuizResultWire>;

/** Every query of the learner's course pages sits under `['courses', ...]`: a learner's change reads them again. */
export const courseKeys = {
  all: ['courses'] as const,
  search: ['courses', 'search'] as const,
  mine: ['courses', 'mine'] as const,
  course: ['courses', 'course'] as const,
  section: ['courses', 'section'] as const,
  reviews: ['courses', 'reviews'] as const,
  quiz: ['courses', 'quiz'] as const,
};

export interface CourseSearch {
  kind: CourseKind;
  keyword: string;
  subjectId: number | null;
  tutorId: number | null;
  page: number;
}

/** `GET /courses?keyword=&subject_id=&tutor_id=&course_type=&page=`: one page of the catalogue of this tenant. */
export function useCourseSearch(search: CourseSearch) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...courseKeys.search, search, language],
    queryFn: ({ signal }) =>
      api.page<Course>('/courses', {
        query: {
          keyword: search.keyword || undefined,
          subjectId: search.subjectId,
          tutorId: search.tutorId,
          courseType: courseTypeOfKind(search.kind),
          page: search.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /user/courses?status=&course_type=&page=`: the student's courses (or skills) in one state. */
export function useMyCourses(kind: CourseKind | null, status: LearnerCourseStatus, page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...courseKeys.mine, kind, status, page, language],
    queryFn: ({ signal }) =>
      api.page<Course>('/user/courses', {
        query: { status, courseType: kind ? courseTypeOfKind(kind) : undefined, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /courses/{id}`: the course with its outline, the viewer's enrolment and the locks of the trial. */
export function useCourse(courseId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...courseKeys.course, courseId, language],
    // Silent: the page says in place that the course is not found (or not on this site).
    queryFn: ({ signal }) => api.get<Course>(`/courses/${courseId}`, { signal, silent: true }),
    enabled: courseId !== null,
  });
}

/** `GET /public/courses/{id}`: a course's public page, for a signed-out visitor (no sign-in sent). */
export function usePublicCourse(courseId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['public-course', courseId, language],
    // Silent: the page says in place that the course is not found (or not on this site).
    queryFn: ({ signal }) => api.get<PublicCourse>(`/public/courses/${courseId}`, { signal, silent: true }),
    enabled: courseId !== null,
  });
}

/** `GET /sections/{id}`: a section to read; a 403 is the end of the trial, which the reader shows in place. */
export function useSection(sectionId: number | null) {
  return useQuery({
    queryKey: [...courseKeys.section, sectionId],
    queryFn: ({ signal }) => api.get<Section>(`/sections/${sectionId}`, { signal, silent: true }),
    enabled: sectionId !== null,
    retry: false,
  });
}

export function useRefreshCourses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: courseKeys.all });
}

/** `POST /courses/{id}/subscribe`: starts the course (idempotent). */
export function useStartCourse() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (courseId: number) => api.post<unknown>(`/courses/${courseId}/subscribe`),
    onSettled: refresh,
  });
}

/** `PATCH /courses/{id}/subscribe`: archive, unarchive, set as completed or start again. */
export function useChangeEnrolment() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ courseId, action }: { courseId: number; action: EnrolmentAction }) =>
      api.patch<unknown>(`/courses/${courseId}/subscribe`, changeFor(action)),
    onSettled: refresh,
  });
}

/**
 * `POST /sections/{id}/take`: marks the section done; answers the progress (completed after the last one). A
 * quiz section instead answers the attempt to answer (`quizId`), taken once submitted.
 */
export function useTakeSection() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (sectionId: number) => api.post<TakenSection>(`/sections/${sectionId}/take`),
    onSettled: refresh,
  });
}

/** `POST /quizzes/{id}/submit`: the chosen options of each question; answers the result. */
export function useSubmitQuiz() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ quizId, body }: { quizId: number; body: SubmitQuizBody }) =>
      api.post<QuizResult>(`/quizzes/${quizId}/submit`, body),
    onSettled: refresh,
  });
}

/** `GET /quizzes/{id}`: a submitted attempt's result (a 404 or 409 said in place). */
export function useQuizResult(quizId: number | null) {
  return useQuery({
    queryKey: [...courseKeys.quiz, quizId],
    queryFn: ({ signal }) => api.get<QuizResult>(`/quizzes/${quizId}`, { signal, silent: true }),
    enabled: quizId !== null,
    retry: false,
  });
}

/**
 * `GET /public/course/qr-code/{id}`: the SVG QR code of the course's page, as an image address. Fetched rather
 * than linked from an <img>, because the answer depends on the site's tenant (`x-subdomain`), which an image
 * request cannot send; the course shown beside it was loaded already, so the tenant is known by then.
 */
export function useCourseQrCode(courseId: number) {
  const subdomain = safeLocalStorage.get(STORAGE_KEYS.subdomain);
  return useQuery({
    queryKey: [...courseKeys.all, 'qr-code', courseId, subdomain],
    queryFn: async ({ signal }) => {
      const response = await fetch(`${API_BASE_PATH}/public/course/qr-code/${courseId}`, {
        headers: subdomain ? { [SUBDOMAIN_HEADER]: subdomain } : {},
        signal,
      });
      if (!response.ok) throw new Error(`QR code answered ${response.status}`);
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await response.text())}`;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

// --- Progress that follows the learner (latest viewed section, place in a video) ---

export type VideoProgress = Camelized<VideoProgressWire>;
export type VideoProgressSaved = Camelized<SavedVideoProgress>;

/** `POST /sections/{id}/view`: the section opened in the reader becomes the latest viewed ("Continue" opens it). */
export function useViewSection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sectionId: number) =>
      api.post<unknown>(`/sections/${sectionId}/view`, undefined, { silent: true }),
    // The course's latest viewed section and the order of the learner's courses change.
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.mine }),
  });
}

/** `GET /sections/{id}/video-progress`: where the learner left the video (on any device); null before. */
export function useVideoProgress(sectionId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...courseKeys.section, sectionId, 'video-progress'],
    queryFn: ({ signal }) =>
      api.get<VideoProgress | null>(`/sections/${sectionId}/video-progress`, { signal, silent: true }),
    enabled,
    // Read once per visit of the section: the player itself knows the place afterwards.
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * `PUT /sections/{id}/video-progress`: keeps the place; with `keepalive` it completes as the page is left.
 * Silent: a lost report is made good by the next one.
 */
export function saveVideoProgress(sectionId: number, body: SaveVideoProgressBody, keepalive = false) {
  return api.put<VideoProgressSaved>(`/sections/${sectionId}/video-progress`, body, {
    silent: true,
    keepalive,
  });
}

/**
 * `POST /sections/{id}/take` as the reader sends it by itself (read to the end, a file opened): silent, since the
 * learner did not ask for it and "Mark as done" stays to retry.
 */
export function useTakeSectionQuietly() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (sectionId: number) =>
      api.post<TakenSection>(`/sections/${sectionId}/take`, undefined, { silent: true }),
    onSettled: refresh,
  });
}
