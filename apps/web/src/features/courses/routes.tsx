import { startFirstCallsAt } from '../../app/router/first-screen-calls.ts';
import type { AppRoute } from '../../app/router/types.ts';
import type { CourseKind } from './course-kind.ts';
import { LEARNING_PATHS } from './paths.ts';

/** The learner's pages of one kind; the same components serve /courses and /skills (they read the kind from the path). */
function learnerRoutes(kind: CourseKind): AppRoute[] {
  const paths = LEARNING_PATHS[kind];
  return [
    {
      path: paths.mine,
      auth: 'DASHBOARD',
      roles: ['student'],
      page: () => import('./pages/MyCoursesPage.tsx'),
      titleKey: `courses.kinds.${kind}.myTitle`,
    },
    {
      path: paths.search,
      auth: 'DASHBOARD',
      roles: ['student', 'teacher'],
      page: () => import('../course-catalogue/pages/SearchCoursesPage.tsx'),
      titleKey: `courses.kinds.${kind}.searchTitle`,
      firstScreenStyles: true,
      // Also started by the page's script and the entry when a signed-in visit opens this address
      // (app/router/first-screen-table.ts).
      prefetch: startFirstCallsAt,
    },
    {
      path: paths.details,
      auth: 'DASHBOARD',
      roles: ['student', 'teacher'],
      // The course's public page: what a shared link or QR code opens for someone not signed in.
      openToVisitors: true,
      page: () => import('../course-catalogue/pages/CourseDetailsPage.tsx'),
      titleKey: `courses.kinds.${kind}.detailsTitle`,
    },
    {
      path: paths.take,
      auth: 'DASHBOARD',
      roles: ['student'],
      page: () => import('../course-reader/pages/TakeCoursePage.tsx'),
      titleKey: `courses.kinds.${kind}.takeTitle`,
    },
    {
      path: paths.quiz,
      auth: 'DASHBOARD',
      roles: ['student'],
      page: () => import('../course-quiz/pages/TakeQuizPage.tsx'),
      titleKey: 'courses.quiz.pageTitle',
    },
    {
      path: paths.result,
      // The author may open a learner's result too (the server decides whose results one may see).
      auth: 'DASHBOARD',
      roles: ['student', 'teacher'],
      page: () => import('../course-quiz/pages/QuizResultPage.tsx'),
      titleKey: 'courses.quiz.resultTitle',
    },
  ];
}

export const routes: AppRoute[] = [...learnerRoutes('course'), ...learnerRoutes('skill')];
