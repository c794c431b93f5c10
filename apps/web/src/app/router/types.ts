import type { Role } from '@kru/contract';
import type { ComponentType } from 'react';
import type { AuthLevel } from './guard-policy.ts';

export type { AuthLevel };

/**
 * Where a page is drawn: `auth` a centred card (sign-in and the like), `wide` a wider centred card
 * (multi-step forms), `dashboard` the signed-in frame with header and menu, `bare` nothing around the page.
 * Defaults to `dashboard` for DASHBOARD pages and `auth` for the others.
 */
export type RouteLayout = 'auth' | 'wide' | 'dashboard' | 'bare';

export interface AppRoute {
  /** A react-router path, e.g. `/tuition/tutors/profile` (query strings are read by the page). */
  path: string;
  auth: AuthLevel;
  /** DASHBOARD pages only for these roles (others see that it is not allowed); every role when absent. */
  roles?: readonly Role[];
  /** A DASHBOARD page a signed-out visitor may open too (in the visitor's frame): a course's public page. */
  openToVisitors?: boolean;
  /** Loads the page's module lazily; its default export is the page component. */
  page: () => Promise<{ default: ComponentType }>;
  layout?: RouteLayout;
  /** i18n key of the browser tab title, e.g. `auth.signIn.title`. */
  titleKey?: string;
  /** The page also needs the admin team's texts (i18n/admin.*.json), loaded beside its code. */
  adminTexts?: boolean;
  /**
   * The page draws with the Mantine styles of the first download (app/styles/mantine-first-screen.css) and does not
   * wait for the rest: only for pages opened first (sign-in, home, course search) whose components all have theirs
   * there. Any other page waits for the rest, loaded beside its code.
   */
  firstScreenStyles?: boolean;
  /**
   * Starts the page's first API calls (`startEarlyGet`) while its code loads, given the address being opened:
   * only for calls the page makes whatever it finds (the same URL, or the answer is wasted).
   */
  prefetch?: (url: URL) => void;
}

/** What every route carries in `handle`, read by the guard and the document title. */
export interface RouteHandle {
  auth: AuthLevel;
  roles?: readonly Role[];
  openToVisitors?: boolean;
  titleKey?: string;
}

export function layoutOf(route: AppRoute): RouteLayout {
  return route.layout ?? (route.auth === 'DASHBOARD' ? 'dashboard' : 'auth');
}
