import { PATHS } from '../../app/router/paths.ts';
import type { AppRoute } from '../../app/router/types.ts';
import SignInPage from './pages/SignInPage.tsx';
import SignOutPage from './pages/SignOutPage.tsx';

/**
 * Sign-in and sign-out are in the first download (no second round trip before the sign-in form shows); the other
 * signed-out pages validate with the contract's zod schemas (~40 KB compressed), so they load on demand.
 */
export const routes: AppRoute[] = [
  {
    path: PATHS.signIn,
    auth: 'NONE',
    page: async () => ({ default: SignInPage }),
    titleKey: 'auth.signIn.title',
    firstScreenStyles: true,
  },
  {
    path: PATHS.signUp,
    auth: 'NONE',
    page: () => import('./pages/SignUpPage.tsx'),
    titleKey: 'auth.signUp.title',
  },
  {
    path: PATHS.verifyEmail,
    auth: 'NONE',
    page: () => import('./pages/VerifyEmailPage.tsx'),
    titleKey: 'auth.verify.title',
  },
  {
    path: PATHS.forgotPassword,
    auth: 'NONE',
    page: () => import('./pages/ForgotPasswordPage.tsx'),
    titleKey: 'auth.forgot.title',
  },
  {
    path: PATHS.resetPassword,
    auth: 'NONE',
    page: () => import('./pages/ResetPasswordPage.tsx'),
    titleKey: 'auth.reset.title',
  },
  {
    path: PATHS.signOut,
    auth: 'PUBLIC',
    page: async () => ({ default: SignOutPage }),
    titleKey: 'auth.signOut.title',
    firstScreenStyles: true,
  },
];
