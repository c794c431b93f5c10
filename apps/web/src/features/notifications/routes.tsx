import type { AppRoute } from '../../app/router/types.ts';
import { NOTIFICATIONS_PATH } from './paths.ts';

export const routes: AppRoute[] = [
  {
    path: NOTIFICATIONS_PATH,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('./pages/NotificationsPage.tsx'),
    titleKey: 'notifications.title',
  },
];
