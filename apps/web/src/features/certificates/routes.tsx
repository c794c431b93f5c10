import type { AppRoute } from '../../app/router/types.ts';

export const CERTIFICATE_VERIFY_PATH = '/certificates/:code';

export const routes: AppRoute[] = [
  {
    // Public: whoever holds a certificate's address (printed on it) sees it confirmed, signed in or not.
    path: CERTIFICATE_VERIFY_PATH,
    auth: 'PUBLIC',
    layout: 'wide',
    page: () => import('./pages/VerifyCertificatePage.tsx'),
    titleKey: 'certificates.verify.title',
  },
];
