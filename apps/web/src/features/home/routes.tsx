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
    firstScreenStyles: true,
    // A student's home shows the sessions, the diagnostics summary, the ongoing courses and the study plan's card
    // (StudentHome; the card takes its place when its answer arrives, so the sooner the better); a tutor's the
    // sessions, the earnings and the requests (TutorHome).
    prefetch: () => {
      const role = sessionStore.getState().user?.role;
      if (role === 'teacher') {
        startEarlyGet('/dashboard/tutor');
        startEarlyGet('/tutoring/pending');
      }
      if (role !== 'student') return;
      startEarlyGet('/dashboard/homepage');
      startEarlyGet('/user/courses', { status: 'ongoing', page: 1 });
      startEarlyGet('/study-plans/current');
    },
  },
];
