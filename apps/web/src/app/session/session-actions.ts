import { api } from '../api/client.ts';
import { navigateTo } from '../router/navigator.ts';
import { PATHS } from '../router/paths.ts';
import { type SessionUser, sessionStore } from './session-store.ts';

/** Fetches the signed-in user again (GET /user) and keeps it. */
export async function refreshUser(): Promise<void> {
  if (!sessionStore.getState().token) return;
  const user = await api.get<SessionUser>('/user', { silent: true });
  if (sessionStore.getState().token) sessionStore.setUser(user);
}

/** Restores the session from storage, then refreshes the user in the background. */
export function startSession(): void {
  sessionStore.hydrate();
  if (!sessionStore.getState().token) return;
  refreshUser()
    .catch(() => undefined)
    .finally(() => sessionStore.markHydrated());
}

let signingOut: Promise<void> | null = null;

/**
 * Signs out through the sign-out page (so no page is remembered), tells the API unless `callApi` is false,
 * forgets the user even when that call fails, and lands on the sign-in page.
 */
export function signOut(options: { callApi?: boolean } = {}): Promise<void> {
  const { callApi = true } = options;
  signingOut ??= (async () => {
    if (window.location.pathname !== PATHS.signOut) await navigateTo(PATHS.signOut, { replace: true });
    if (callApi && sessionStore.getState().token) {
      await api.post('/sign-out', undefined, { silent: true }).catch(() => undefined);
    }
    sessionStore.clear();
    await navigateTo(PATHS.signIn, { replace: true });
  })().finally(() => {
    signingOut = null;
  });
  return signingOut;
}
