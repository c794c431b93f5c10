import { PATHS } from '../../app/router/paths.ts';
import type { AppRoute } from '../../app/router/types.ts';
import { PROFILE_UPDATE_PATH } from './paths.ts';

export const routes: AppRoute[] = [
  {
    path: PATHS.profile,
    auth: 'DASHBOARD',
    page: () => import('./pages/ProfilePage.tsx'),
    titleKey: 'profile.title',
  },
  {
    path: PROFILE_UPDATE_PATH,
    auth: 'DASHBOARD',
    page: () => import('./pages/ProfileUpdatePage.tsx'),
    titleKey: 'profile.update.title',
  },
  {
    path: PATHS.settings,
    auth: 'DASHBOARD',
    page: () => import('./pages/SettingsPage.tsx'),
    titleKey: 'settings.title',
  },
];
