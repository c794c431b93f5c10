import { startEarlyGet } from '../api/client.ts';
import { sessionStore } from '../session/index.ts';
import { firstCallsAt } from './first-screen-table.ts';

/**
 * Starts the first calls of the page at `url` (first-screen-table.ts) while its code loads, when a session is
 * stored: the entry for the address it opens (their routes' `prefetch` only runs once the route tables have loaded
 * and the entry's first tasks have run: on a phone the results then left a second after `GET /user`), and a
 * route's `prefetch` for a first visit from another page.
 */
export function startFirstCallsAt(url: URL): void {
  if (!sessionStore.getState().token) return;
  for (const call of firstCallsAt(url, sessionStore.getState().user?.role))
    startEarlyGet(call.path, call.query);
}

/** Starts the first calls of the page at this address (after `startSession`). */
export function startFirstScreenCalls(): void {
  startFirstCallsAt(new URL(window.location.href));
}
