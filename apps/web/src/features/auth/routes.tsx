import { PATHS } from '../../app/router/paths.ts';
import type { AppRoute } from '../../app/router/types.ts';

export const routes: AppRoute[] = [
  {
    path: PATHS.signIn,
    auth: 'NONE',
    page: () => import('./pages/SignInPage.tsx'),
    titleKey: 'auth.signIn.title',
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
    page: () => import('./pages/SignOutPage.tsx'),
    titleKey: 'auth.signOut.title',
  },
];
