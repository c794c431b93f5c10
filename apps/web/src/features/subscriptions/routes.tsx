import type { AppRoute } from '../../app/router/types.ts';
import { COURSES_SUBSCRIBE_PATH, SKILLS_SUBSCRIBE_PATH } from './paths.ts';

const subscribePage = () => import('./pages/SubscribePage.tsx');

export const routes: AppRoute[] = [
  {
    path: COURSES_SUBSCRIBE_PATH,
    auth: 'DASHBOARD',
    roles: ['student'],
    page: subscribePage,
    titleKey: 'subscriptions.subscribeTitle',
  },
  {
    path: SKILLS_SUBSCRIBE_PATH,
    auth: 'DASHBOARD',
    roles: ['student'],
    page: subscribePage,
    titleKey: 'subscriptions.subscribeTitle',
  },
];
