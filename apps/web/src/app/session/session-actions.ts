import type { Language } from '@kru/contract';
import { i18n, requestLanguage } from '../../i18n/index.ts';
import { api } from '../api/client.ts';
import { navigateTo } from '../router/navigator.ts';
import { PATHS } from '../router/paths.ts';
import { type SessionUser, sessionStore } from './session-store.ts';

/** The kept user as `refreshUser` last fetched it, and the language of its titles (grade, country, plan). */
let fetched: { user: SessionUser | null; language: Language } | null = null;
/** The language of a `GET /user` on its way (the one at start, while a stored language's texts load). */
let pending: Language | null = null;

/** Fetches the signed-in user again (GET /user) and keeps it. */
export async function refreshUser(): Promise<void> {
  if (!sessionStore.getState().token) return;
  const language = requestLanguage();
  pending = language;
  try {
    const user = await api.get<SessionUser>('/user', { silent: true });
    if (!sessionStore.getState().token) return;
    sessionStore.setUser(user);
    fetched = { user: sessionStore.getState().user, language };
  } finally {
    if (pending === language) pending = null;
  }
}

/** The user's titles come in the request's language: a switch of language fetches them again in the new one. */
function refreshUserInLanguage(language: string): void {
  const kept = sessionStore.getState().user;
  if (!kept || pending === language) return;
  if (fetched?.user === kept && fetched.language === language) return;
  refreshUser().catch(() => undefined);
}

/** Restores the session from storage, then refreshes the user in the background. */
export function startSession(): void {
  sessionStore.hydrate();
  i18n.on('languageChanged', refreshUserInLanguage);
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
