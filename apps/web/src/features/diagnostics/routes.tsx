import type { AppRoute } from '../../app/router/types.ts';
import { DIAGNOSTIC_PATHS } from './paths.ts';

export const routes: AppRoute[] = [
  {
    path: DIAGNOSTIC_PATHS.list,
    auth: 'DASHBOARD',
    roles: ['student'],
    page: () => import('./pages/DiagnosticsPage.tsx'),
    titleKey: 'diagnostics.title',
  },
  {
    path: DIAGNOSTIC_PATHS.take,
    auth: 'DASHBOARD',
    roles: ['student'],
    page: () => import('./pages/TakeDiagnosticPage.tsx'),
    titleKey: 'diagnostics.take.title',
  },
  {
    path: DIAGNOSTIC_PATHS.result,
    auth: 'DASHBOARD',
    roles: ['student'],
    page: () => import('./pages/DiagnosticResultPage.tsx'),
    titleKey: 'diagnostics.result.title',
  },
  {
    // Public: whoever holds the share link reads the results, signed in or not.
    path: DIAGNOSTIC_PATHS.shared,
    auth: 'PUBLIC',
    layout: 'wide',
    page: () => import('./pages/SharedResultsPage.tsx'),
    titleKey: 'diagnostics.shared.title',
  },
];
