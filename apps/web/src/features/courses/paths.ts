import { COURSES_SUBSCRIBE_PATH, SKILLS_SUBSCRIBE_PATH } from '../subscriptions/paths.ts';
import type { CourseKind } from './course-kind.ts';

/** The learner's pages of courses and of skills (spec section 2): the same set under /courses and /skills. */
export const LEARNING_PATHS: Record<
  CourseKind,
  {
    mine: string;
    search: string;
    details: string;
    take: string;
    quiz: string;
    result: string;
    subscribe: string;
  }
> = {
  course: {
    mine: '/courses/my-courses',
    search: '/courses/search-courses',
    details: '/courses/search-courses/details',
    take: '/courses/take',
    quiz: '/courses/quiz',
    result: '/courses/result',
    subscribe: COURSES_SUBSCRIBE_PATH,
  },
  skill: {
    mine: '/skills/my-skills',
    search: '/skills/search-skills',
    details: '/skills/search-skills/details',
    take: '/skills/take',
    quiz: '/skills/quiz',
    result: '/skills/result',
    subscribe: SKILLS_SUBSCRIBE_PATH,
  },
};

export const courseDetailsPath = (kind: CourseKind, courseId: number) =>
  `${LEARNING_PATHS[kind].details}?courseId=${courseId}`;

export const takeCoursePath = (kind: CourseKind, courseId: number, sectionId?: number | null) =>
  `${LEARNING_PATHS[kind].take}?courseId=${courseId}${sectionId ? `&sectionId=${sectionId}` : ''}`;

/** Answering an attempt at a quiz section (`quizId` from taking the section). */
export const quizPath = (kind: CourseKind, courseId: number, sectionId: number, quizId: number) =>
  `${LEARNING_PATHS[kind].quiz}?courseId=${courseId}&sectionId=${sectionId}&quizId=${quizId}`;

/** A submitted attempt's result. */
export const quizResultPath = (kind: CourseKind, courseId: number, quizId: number) =>
  `${LEARNING_PATHS[kind].result}?courseId=${courseId}&quizId=${quizId}`;

/** The search page listing one tutor's courses (`?tutor_id=`, as the spec's search query names it). */
export const tutorCoursesPath = (kind: CourseKind, tutorId: number) =>
  `${LEARNING_PATHS[kind].search}?tutor_id=${tutorId}`;
