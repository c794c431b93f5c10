import type { AppRoute } from '../../app/router/types.ts';
import { MESSAGES_PATHS } from './paths.ts';

export const routes: AppRoute[] = [
  {
    path: MESSAGES_PATHS.inbox,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('./pages/MessagesPage.tsx'),
    titleKey: 'messages.title',
  },
  {
    // Public: the link in the e-mail carries a signed token, whoever opens it.
    path: MESSAGES_PATHS.unsubscribe,
    auth: 'PUBLIC',
    layout: 'wide',
    page: () => import('./pages/MessagesUnsubscribePage.tsx'),
    titleKey: 'messages.emails.title',
  },
];
