import type { AppContext } from '../platform/context.ts';
import type { ZodApp } from '../platform/http/zod-app.ts';
import { adminCatalogueRoutes } from './admin-catalogue/index.ts';
import { adminMoneyRoutes } from './admin-money/index.ts';
import { adminUsersRoutes } from './admin-users/index.ts';
import { aiChatRoutes } from './ai-chat/index.ts';
import { authRoutes } from './auth/index.ts';
import { availabilityRoutes } from './availability/index.ts';
import { calendarFeedRoutes } from './calendar-feed/index.ts';
import { cancellationsRoutes } from './cancellations/index.ts';
import { catalogueRoutes } from './catalogue/index.ts';
import { certificatesRoutes } from './certificates/index.ts';
import { courseAuthoringRoutes } from './course-authoring/index.ts';
import { courseCatalogueRoutes } from './course-catalogue/index.ts';
import { courseLearningRoutes } from './course-learning/index.ts';
import { courseMediaRoutes, hlsRoutes } from './course-media/index.ts';
import { courseReviewRoutes } from './course-review/index.ts';
import { courseShareRoutes } from './course-share/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { devClockRoutes } from './dev-clock/index.ts';
import { devMailboxPageRoutes, devMailboxRoutes } from './dev-mailbox/index.ts';
import { diagnosticsRoutes } from './diagnostics/index.ts';
import { filesRoutes } from './files/index.ts';
import { healthRoutes } from './health/routes.ts';
import { kycRoutes } from './kyc/index.ts';
import { meetingRoutes } from './meeting/index.ts';
import { messageEmailsRoutes } from './message-emails/index.ts';
import { messageReportsRoutes } from './message-reports/index.ts';
import { messagesRoutes } from './messages/index.ts';
import { notificationsRoutes } from './notifications/index.ts';
import { parentsRoutes } from './parents/index.ts';
import { paymentEventsRoutes } from './payment-events/index.ts';
import { payoutsRoutes } from './payouts/index.ts';
import { publicPagesRoutes } from './public-pages/index.ts';
import { quizPort, quizzesRoutes } from './quizzes/index.ts';
import { receiptsRoutes } from './receipts/index.ts';
import { reviewsRoutes } from './reviews/index.ts';
import { sessionBriefRoutes } from './session-brief/index.ts';
import { sessionDisputesRoutes } from './session-disputes/index.ts';
import { sessionsRoutes } from './sessions/index.ts';
import { siteConfigRoutes } from './site-config/index.ts';
import { studentsRoutes } from './students/index.ts';
import { studyPlansRoutes } from './study-plans/index.ts';
import { subscriptionsRoutes } from './subscriptions/index.ts';
import { tenantsRoutes } from './tenants/index.ts';
import { tutorReviewRoutes } from './tutor-review/index.ts';
import { tutorsRoutes } from './tutors/index.ts';
import { usersRoutes } from './users/index.ts';
import { walletRoutes } from './wallet/index.ts';

/** Every module's routes, mounted under /api/v1. */
export const moduleRoutes: Array<(app: ZodApp, ctx: AppContext) => void> = [
  healthRoutes,
  siteConfigRoutes,
  catalogueRoutes,
  filesRoutes,
  authRoutes,
  usersRoutes,
  devMailboxRoutes,
  devClockRoutes,
  kycRoutes,
  tutorReviewRoutes,
  courseReviewRoutes,
  courseShareRoutes,
  tenantsRoutes,
  adminUsersRoutes,
  adminCatalogueRoutes,
  paymentEventsRoutes,
  adminMoneyRoutes,
  walletRoutes,
  receiptsRoutes,
  subscriptionsRoutes,
  payoutsRoutes,
  tutorsRoutes,
  availabilityRoutes,
  sessionsRoutes,
  sessionBriefRoutes,
  sessionDisputesRoutes,
  meetingRoutes,
  messagesRoutes,
  messageReportsRoutes,
  messageEmailsRoutes,
  notificationsRoutes,
  parentsRoutes,
  cancellationsRoutes,
  studentsRoutes,
  reviewsRoutes,
  calendarFeedRoutes,
  // The course modules serve quiz sections through the quizzes module's port (quizzes builds on them, not the
  // reverse).
  (app, ctx) => courseAuthoringRoutes(app, ctx, quizPort),
  courseCatalogueRoutes,
  (app, ctx) => courseLearningRoutes(app, ctx, quizPort),
  courseMediaRoutes,
  hlsRoutes,
  quizzesRoutes,
  certificatesRoutes,
  diagnosticsRoutes,
  studyPlansRoutes,
  dashboardRoutes,
  aiChatRoutes,
];

/** Routes outside /api (development pages; the sitemap and robots.txt). */
export const pageRoutes: Array<(app: ZodApp, ctx: AppContext) => void> = [
  devMailboxPageRoutes,
  publicPagesRoutes,
];
