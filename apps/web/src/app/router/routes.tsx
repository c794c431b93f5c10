import { routes as accountRoutes } from '../../features/account/routes.tsx';
import { routes as adminRoutes } from '../../features/admin/routes.tsx';
import { routes as aiChatRoutes } from '../../features/ai-chat/routes.tsx';
import { routes as authRoutes } from '../../features/auth/routes.tsx';
import { routes as certificateRoutes } from '../../features/certificates/routes.tsx';
import { routes as courseAuthoringRoutes } from '../../features/course-authoring/routes.tsx';
import { routes as courseLearningRoutes } from '../../features/courses/routes.tsx';
import { routes as diagnosticsRoutes } from '../../features/diagnostics/routes.tsx';
import { routes as feesRoutes } from '../../features/fees/routes.tsx';
import { routes as homeRoutes } from '../../features/home/routes.tsx';
import { routes as meetingRoutes } from '../../features/meeting/routes.tsx';
import { routes as messagesRoutes } from '../../features/messages/routes.tsx';
import { routes as notificationRoutes } from '../../features/notifications/routes.tsx';
import { routes as onboardingRoutes } from '../../features/onboarding/routes.tsx';
import { routes as parentRoutes } from '../../features/parents/routes.tsx';
import { routes as subscriptionRoutes } from '../../features/subscriptions/routes.tsx';
import { routes as tuitionRoutes } from '../../features/tuition/routes.tsx';
import type { AppRoute } from './types.ts';

export type { AppRoute } from './types.ts';

/** Every page of the app: each feature lists its own in `features/<feature>/routes.tsx`. */
export const appRoutes: AppRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...onboardingRoutes,
  ...accountRoutes,
  ...feesRoutes,
  ...subscriptionRoutes,
  ...adminRoutes,
  ...tuitionRoutes,
  ...courseLearningRoutes,
  ...courseAuthoringRoutes,
  ...aiChatRoutes,
  ...diagnosticsRoutes,
  ...meetingRoutes,
  ...messagesRoutes,
  ...notificationRoutes,
  ...certificateRoutes,
  ...parentRoutes,
];
