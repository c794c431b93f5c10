import type { Role } from '@kru/contract';
import { PATHS } from './paths.ts';
import { returnPathOf } from './return-path.ts';

/**
 * Who may open a page (spec section 2):
 * PUBLIC anyone; DASHBOARD a signed-in user with a complete profile; REGISTER a signed-in user completing the
 * profile; NONE a signed-out visitor (sign-in, sign-up, password reset).
 */
export type AuthLevel = 'PUBLIC' | 'DASHBOARD' | 'REGISTER' | 'NONE';

export interface GuardInput {
  auth: AuthLevel;
  /** The roles a DASHBOARD page is for; every role when absent. */
  roles?: readonly Role[];
  /** A DASHBOARD page a signed-out visitor may open too (a course's public page): it draws itself for them. */
  openToVisitors?: boolean;
  /** The wanted page: path and query string (`/courses/take?courseId=3`). */
  path: string;
  user: { role: string } | null;
  isProfileComplete: boolean;
  /** The page remembered when a signed-out visitor was sent to sign in. */
  remembered: string | null;
}

export interface GuardDecision {
  redirect?: string;
  /** Remember this page, to return to it after signing in. */
  remember?: string;
  /** The page is not for the user's role: show that it is not allowed (no redirect). */
  forbidden?: boolean;
  /** The remembered page was used: forget it. */
  forgetRemembered?: boolean;
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

function isSignUpPage(pathname: string): boolean {
  return pathname === PATHS.signUp || pathname.startsWith(`${PATHS.signUp}/`);
}

export function completeProfilePathFor(user: { role: string }): string {
  return user.role === 'teacher' ? PATHS.tutorCompleteProfile : PATHS.studentCompleteProfile;
}

function isAllowedRole(roles: readonly Role[] | undefined, role: string): boolean {
  return !roles || (roles as readonly string[]).includes(role);
}

export function decideRoute({
  auth,
  roles,
  openToVisitors,
  path,
  user,
  isProfileComplete,
  remembered,
}: GuardInput): GuardDecision {
  if (auth === 'PUBLIC') return {};
  const pathname = pathnameOf(path);

  if (!user) {
    if (auth === 'NONE') {
      // Sign-in and sign-up reached from a public page (`?next=`) come back to it afterwards.
      const next = returnPathOf(path);
      return next ? { remember: next } : {};
    }
    if (openToVisitors) return {};
    return pathname === PATHS.signOut
      ? { redirect: PATHS.signIn }
      : { redirect: PATHS.signIn, remember: path };
  }

  if (!isProfileComplete) {
    const target = completeProfilePathFor(user);
    return pathname === target ? {} : { redirect: target };
  }

  if (auth === 'DASHBOARD') return isAllowedRole(roles, user.role) ? {} : { forbidden: true };
  if (isSignUpPage(pathname)) return {};
  if (remembered && pathnameOf(remembered) !== pathname)
    return { redirect: remembered, forgetRemembered: true };
  return remembered ? { redirect: PATHS.home, forgetRemembered: true } : { redirect: PATHS.home };
}
