import type { AppRoute } from '../../app/router/types.ts';
import { MEETING_PATH } from './paths.ts';

export const routes: AppRoute[] = [
  {
    path: MEETING_PATH,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('./pages/MeetingPage.tsx'),
    titleKey: 'meeting.title',
  },
];
