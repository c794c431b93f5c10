import { startEarlyGet } from '../../app/api/client.ts';
import { PATHS } from '../../app/router/paths.ts';
import type { AppRoute } from '../../app/router/types.ts';
import { sessionStore } from '../../app/session/index.ts';

export const routes: AppRoute[] = [
  {
    path: PATHS.home,
    auth: 'DASHBOARD',
    page: () => import('./HomePage.tsx'),
    titleKey: 'home.title',
    // A student's home shows the diagnostics summary and the ongoing courses (StudentHome).
    prefetch: () => {
      if (sessionStore.getState().user?.role !== 'student') return;
      startEarlyGet('/dashboard/homepage');
      startEarlyGet('/user/courses', { status: 'ongoing', page: 1 });
    },
  },
];
