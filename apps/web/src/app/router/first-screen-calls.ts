import { LEARNING_PATHS } from '../../features/courses/paths.ts';
import { startCourseSearchCalls } from '../../features/courses/search-first-calls.ts';
import { startHomeCalls } from '../../features/home/first-calls.ts';
import { sessionStore } from '../session/session-store.ts';
import { PATHS } from './paths.ts';

/**
 * The first API calls of signed-in pages often opened by their address, by path. Their routes start them too
 * (`prefetch`), but only once the route tables have loaded and the entry's first tasks have run: on a phone the
 * results then left a second after `GET /user`. From here they leave beside it.
 */
const CALLS_BY_PATH: Record<string, (url: URL) => void> = {
  [PATHS.home]: () => startHomeCalls(),
  [LEARNING_PATHS.course.search]: (url) => startCourseSearchCalls('course', url),
  [LEARNING_PATHS.skill.search]: (url) => startCourseSearchCalls('skill', url),
};

/** Starts the first calls of the page at this address, when a session is stored (after `startSession`). */
export function startFirstScreenCalls(): void {
  if (!sessionStore.getState().token) return;
  const url = new URL(window.location.href);
  CALLS_BY_PATH[url.pathname]?.(url);
}
