import type { AppRoute } from '../../app/router/types.ts';
import { ADMIN_PATHS } from './paths.ts';

/** Every admin page is for admins only: the guard shows anyone else that it is not allowed. */
const adminOnly = { auth: 'DASHBOARD', roles: ['admin'], adminTexts: true } as const;

export const routes: AppRoute[] = [
  {
    ...adminOnly,
    path: ADMIN_PATHS.overview,
    page: () => import('./pages/AdminOverviewPage.tsx'),
    titleKey: 'admin.overview.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.reviews,
    page: () => import('../admin-users/pages/TutorReviewsPage.tsx'),
    titleKey: 'admin.reviews.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.review,
    page: () => import('../admin-users/pages/TutorReviewPage.tsx'),
    titleKey: 'admin.review.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.courseReviews,
    page: () => import('../admin-courses/pages/CourseReviewsPage.tsx'),
    titleKey: 'admin.courseReview.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.courseReview,
    page: () => import('../admin-courses/pages/CourseReviewPage.tsx'),
    titleKey: 'admin.courseReview.detail.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.users,
    page: () => import('../admin-users/pages/UsersPage.tsx'),
    titleKey: 'admin.users.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.catalogue,
    page: () => import('../admin-catalogue/pages/CataloguePage.tsx'),
    titleKey: 'admin.catalogue.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.tenants,
    page: () => import('./pages/TenantsPage.tsx'),
    titleKey: 'admin.tenants.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.payouts,
    page: () => import('../admin-money/pages/PayoutsPage.tsx'),
    titleKey: 'admin.payouts.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.disputes,
    page: () => import('../admin-money/pages/SessionDisputesPage.tsx'),
    titleKey: 'admin.disputes.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.messageReports,
    page: () => import('../admin-messages/pages/MessageReportsPage.tsx'),
    titleKey: 'admin.messageReports.title',
  },
  {
    ...adminOnly,
    path: ADMIN_PATHS.messageReport,
    page: () => import('../admin-messages/pages/MessageReportPage.tsx'),
    titleKey: 'admin.messageReports.detailTitle',
  },
];
