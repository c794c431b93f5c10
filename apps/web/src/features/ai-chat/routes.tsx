import type { AppRoute } from '../../app/router/types.ts';
import { CHAT_PATH } from './paths.ts';

export const routes: AppRoute[] = [
  {
    path: CHAT_PATH,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('./pages/ChatPage.tsx'),
    titleKey: 'aiChat.title',
  },
];
