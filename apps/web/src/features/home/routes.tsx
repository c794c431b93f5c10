import { PATHS } from '../../app/router/paths.ts';
import type { AppRoute } from '../../app/router/types.ts';

export const routes: AppRoute[] = [
  { path: PATHS.home, auth: 'DASHBOARD', page: () => import('./HomePage.tsx'), titleKey: 'home.title' },
];
