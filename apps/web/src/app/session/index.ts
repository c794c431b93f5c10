export { refreshUser, signOut, startSession } from './session-actions.ts';
export { isUserProfileComplete, type SessionUser, sessionStore } from './session-store.ts';
export { type Session, useSession, useViewerTimeZone } from './use-session.ts';
