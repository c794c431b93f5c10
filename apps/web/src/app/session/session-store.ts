import type { User } from '@kru/contract';
import { STORAGE_KEYS } from '@kru/contract/limits';
import { isProfileComplete } from '@kru/contract/profile';
import type { Camelized } from '../api/case.ts';
import { safeLocalStorage } from '../storage.ts';

export type SessionUser = Camelized<User>;

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** False until the user and token were restored from browser storage. */
  hydrated: boolean;
}

type Listener = () => void;

let state: SessionState = { user: null, token: null, hydrated: false };
const listeners = new Set<Listener>();

function setState(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function readStoredUser(): SessionUser | null {
  const raw = safeLocalStorage.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && 'id' in parsed ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

/** A token without a stored user stays unhydrated until the user is fetched (`markHydrated`). */
function restoreFromStorage(): void {
  const token = safeLocalStorage.get(STORAGE_KEYS.token);
  const user = token ? readStoredUser() : null;
  setState({ token, user, hydrated: !token || user !== null });
}

function onStorageEvent(event: StorageEvent): void {
  if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user || event.key === null) {
    restoreFromStorage();
  }
}

/** Profile completeness of spec section 3 on the camelCase user. */
export function isUserProfileComplete(user: SessionUser | null): boolean {
  if (!user) return false;
  return isProfileComplete({
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    grade: user.grade,
  });
}

/** The session outside React (API client, router, sign-out). Components use `useSession()`. */
export const sessionStore = {
  getState: (): SessionState => state,

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Restores the session from storage once, and follows sign-ins and sign-outs of other tabs. */
  hydrate(): void {
    if (state.hydrated) return;
    restoreFromStorage();
    window.addEventListener('storage', onStorageEvent);
  },

  markHydrated(): void {
    if (!state.hydrated) setState({ hydrated: true });
  },

  signIn(token: string, user: SessionUser): void {
    safeLocalStorage.set(STORAGE_KEYS.token, token);
    safeLocalStorage.set(STORAGE_KEYS.user, JSON.stringify(user));
    setState({ token, user });
  },

  /**
   * Keeps a new copy of the user. The same user as the one kept (what `GET /user` usually answers as a page loads,
   * the stored user already drawn) changes nothing: every component that reads the session would otherwise draw
   * again, the whole page at once.
   */
  setUser(user: SessionUser): void {
    const serialised = JSON.stringify(user);
    if (state.user && serialised === JSON.stringify(state.user)) return;
    safeLocalStorage.set(STORAGE_KEYS.user, serialised);
    setState({ user });
  },

  /** Forgets the user and token locally (a silent sign-out). */
  clear(): void {
    safeLocalStorage.set(STORAGE_KEYS.token, null);
    safeLocalStorage.set(STORAGE_KEYS.user, null);
    setState({ token: null, user: null, hydrated: true });
  },
};
