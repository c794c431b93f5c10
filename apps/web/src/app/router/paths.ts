/** Paths the shell itself links to or redirects to. */
export const PATHS = {
  home: '/',
  signIn: '/auth/sign-in',
  signOut: '/auth/sign-out',
  signUp: '/auth/sign-up',
  verifyEmail: '/auth/verify-email',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  studentCompleteProfile: '/auth/sign-up/student',
  tutorCompleteProfile: '/auth/sign-up/tutor',
  profile: '/user/profile',
  settings: '/user/settings',
} as const;
