import { createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/auth/secrets.ts';

/** What a meeting token lets its holder do: join one session's room as one user, until the session ends. */
export interface MeetingGrant {
  sessionId: number;
  userId: number;
  expiresAt: Date;
}

export type TokenCheck = { ok: true; grant: MeetingGrant } | { ok: false; reason: 'invalid' | 'expired' };

const VERSION = 'm1';

function signature(secret: string, sessionId: number, userId: number, expires: number): string {
  return createHmac('sha256', secret)
    .update(`meeting\n${sessionId}\n${userId}\n${expires}`)
    .digest('base64url');
}

/** `m1.<session>.<user>.<expiry in seconds>.<HMAC-SHA256>`: nothing secret inside, only unforgeable. */
export function signMeetingToken(secret: string, grant: MeetingGrant): string {
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  return [
    VERSION,
    grant.sessionId,
    grant.userId,
    expires,
    signature(secret, grant.sessionId, grant.userId, expires),
  ].join('.');
}

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

export function verifyMeetingToken(secret: string, token: string | undefined, now: Date): TokenCheck {
  const parts = token?.split('.') ?? [];
  const [version, session, user, expires, sig] = parts;
  const wellFormed =
    parts.length === 5 &&
    version === VERSION &&
    [session, user, expires].every((part) => POSITIVE_INT.test(part ?? '')) &&
    Boolean(sig);
  if (!wellFormed) return { ok: false, reason: 'invalid' };
  const grant = {
    sessionId: Number(session),
    userId: Number(user),
    expiresAt: new Date(Number(expires) * 1000),
  };
  if (!safeEqual(sig!, signature(secret, grant.sessionId, grant.userId, Number(expires)))) {
    return { ok: false, reason: 'invalid' };
  }
  if (grant.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
