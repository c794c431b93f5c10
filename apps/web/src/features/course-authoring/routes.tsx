import type { ComponentType } from 'react';
import type { AppRoute } from '../../app/router/types.ts';
import { type AuthoringPage, authoringPath, COURSE_KINDS } from './paths.ts';

/** One page component per authoring page, shared by /courses and /skills (it reads its kind from the path). */
const PAGES: Record<AuthoringPage, () => Promise<{ default: ComponentType }>> = {
  approved: () => import('./pages/ApprovedCoursesPage.tsx'),
  details: () => import('./pages/CourseDetailsPage.tsx'),
  drafts: () => import('./pages/DraftCoursesPage.tsx'),
  underReview: () => import('./pages/UnderReviewCoursesPage.tsx'),
  info: () => import('./pages/CourseInfoPage.tsx'),
  content: () => import('../course-content/pages/CourseContentPage.tsx'),
  release: () => import('./pages/CourseReleasePage.tsx'),
};

/** The tutor's authoring pages (spec section 2, Courses and Skills): the lists, one course, and the editor's steps. */
export const routes: AppRoute[] = COURSE_KINDS.flatMap((kind) =>
  (Object.keys(PAGES) as AuthoringPage[]).map((page) => ({
    path: authoringPath(kind, page),
    auth: 'DASHBOARD' as const,
    roles: ['teacher'] as const,
    page: PAGES[page],
    titleKey: `courseAuthoring.titles.${kind}.${page}`,
  })),
);
