import { startFirstCallsAt } from '../../app/router/first-screen-calls.ts';
import { PATHS } from '../../app/router/paths.ts';
import type { AppRoute } from '../../app/router/types.ts';

export const routes: AppRoute[] = [
  {
    path: PATHS.home,
    auth: 'DASHBOARD',
    page: () => import('./HomePage.tsx'),
    titleKey: 'home.title',
    firstScreenStyles: true,
    // Opened by its address, the page's script and the entry have started them already
    // (app/router/first-screen-table.ts); this is for a first visit from another page.
    prefetch: startFirstCallsAt,
  },
];
