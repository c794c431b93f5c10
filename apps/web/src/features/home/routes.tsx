import { PATHS } from '../../app/router/paths.ts';
import type { AppRoute } from '../../app/router/types.ts';
import { startHomeCalls } from './first-calls.ts';

export const routes: AppRoute[] = [
  {
    path: PATHS.home,
    auth: 'DASHBOARD',
    page: () => import('./HomePage.tsx'),
    titleKey: 'home.title',
    firstScreenStyles: true,
    // Opened by its address, the entry has started them already (app/router/first-screen-calls.ts); this is for a first visit from
    // another page.
    prefetch: startHomeCalls,
  },
];
