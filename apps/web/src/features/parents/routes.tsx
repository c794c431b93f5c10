import type { AppRoute } from '../../app/router/types.ts';
import { PARENT_PATHS } from './paths.ts';

export const routes: AppRoute[] = [
  {
    // Public: a parent has no account; the signed token in the link is the permission.
    path: PARENT_PATHS.unsubscribe,
    auth: 'PUBLIC',
    // Not `auth`: that layout's pages do without React Query and the full text catalogue.
    layout: 'wide',
    page: () => import('./pages/ParentUnsubscribePage.tsx'),
    titleKey: 'parents.unsubscribe.title',
  },
];
