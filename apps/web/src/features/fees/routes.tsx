import type { AppRoute } from '../../app/router/types.ts';
import { FEES_PATH, RECEIPT_PATH, SANDBOX_CHECKOUT_PATH, SANDBOX_CONNECT_PATH } from './paths.ts';

export const routes: AppRoute[] = [
  {
    path: FEES_PATH,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    page: () => import('./pages/FeesPage.tsx'),
    titleKey: 'fees.title',
  },
  // Admins read any receipt (the server decides who may): the page is the same for everyone.
  {
    path: RECEIPT_PATH,
    auth: 'DASHBOARD',
    page: () => import('./pages/ReceiptPage.tsx'),
    titleKey: 'receipt.title',
  },
  // The test-mode provider's own pages: a card of their own, outside the signed-in frame, like a real checkout.
  {
    path: SANDBOX_CHECKOUT_PATH,
    auth: 'DASHBOARD',
    roles: ['student', 'teacher'],
    layout: 'wide',
    page: () => import('./pages/SandboxCheckoutPage.tsx'),
    titleKey: 'sandbox.checkout.title',
  },
  {
    path: SANDBOX_CONNECT_PATH,
    auth: 'DASHBOARD',
    roles: ['teacher'],
    layout: 'wide',
    page: () => import('./pages/SandboxConnectPage.tsx'),
    titleKey: 'sandbox.connect.title',
  },
];
