import { isSafeReturnPath } from '@kru/contract';
import { COURSES_SUBSCRIBE_PATH, SKILLS_SUBSCRIBE_PATH } from './paths.ts';

/** `?next=`: the page a learner wanted when a locked section sent them to subscribe. */
export const NEXT_PARAM = 'next';

/**
 * The page to return to after subscribing, or null: only a same-origin relative path into the courses or skills
 * pages (never another site, `//host` or `/\host`: no open redirect), and never the subscription page itself.
 */
export function safeNextPath(raw: string | null): string | null {
  if (!raw || !isSafeReturnPath(raw)) return null;
  if (!raw.startsWith('/courses/') && !raw.startsWith('/skills/')) return null;
  if (raw.startsWith(COURSES_SUBSCRIBE_PATH) || raw.startsWith(SKILLS_SUBSCRIBE_PATH)) return null;
  return raw;
}

/** The subscription page that, once subscribed, brings the learner back to `next` (a path of this app). */
export function subscribeReturningTo(subscribePath: string, next: string): string {
  const safe = safeNextPath(next);
  return safe ? `${subscribePath}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : subscribePath;
}
