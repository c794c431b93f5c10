import { PATHS } from '../../app/router/paths.ts';
import type { AppRoute } from '../../app/router/types.ts';

export const routes: AppRoute[] = [
  {
    path: PATHS.studentCompleteProfile,
    auth: 'REGISTER',
    layout: 'wide',
    page: () => import('./pages/StudentOnboardingPage.tsx'),
    titleKey: 'onboarding.student.title',
  },
  {
    path: PATHS.tutorCompleteProfile,
    auth: 'REGISTER',
    layout: 'wide',
    page: () => import('./pages/TutorOnboardingPage.tsx'),
    titleKey: 'onboarding.tutor.title',
  },
];
