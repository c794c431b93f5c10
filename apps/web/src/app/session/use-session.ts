import { useMemo, useSyncExternalStore } from 'react';
import { refreshUser, signOut } from './session-actions.ts';
import { isUserProfileComplete, type SessionUser, sessionStore } from './session-store.ts';

export interface Session {
  user: SessionUser | null;
  token: string | null;
  hydrated: boolean;
  isAuthenticated: boolean;
  isProfileComplete: boolean;
  signIn(token: string, user: SessionUser): void;
  setUser(user: SessionUser): void;
  refreshUser(): Promise<void>;
  signOut(options?: { callApi?: boolean }): Promise<void>;
}

export function useSession(): Session {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  return useMemo(
    () => ({
      ...state,
      isAuthenticated: Boolean(state.token && state.user),
      isProfileComplete: isUserProfileComplete(state.user),
      signIn: sessionStore.signIn,
      setUser: sessionStore.setUser,
      refreshUser,
      signOut,
    }),
    [state],
  );
}

/** The signed-in user's own time zone (moments are shown in it), or undefined for the browser's. */
export function useViewerTimeZone(): string | undefined {
  return useSession().user?.timeZone || undefined;
}
