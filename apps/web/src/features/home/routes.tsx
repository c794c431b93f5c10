import type { AppRoute } from '../../app/router/types.ts';

export const routes: AppRoute[] = [
  { path: '/', auth: 'DASHBOARD', page: () => import('./HomePage.tsx'), titleKey: 'home.title' },
];
