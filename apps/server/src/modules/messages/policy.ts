import { MESSAGE_LIMITS, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';

/** Who the caller wants to write to, as the start rules read them. */
export interface Addressee {
  id: number;
  role: 'student' | 'teacher' | 'admin';
  subdomainId: number | null;
  suspendedAt: Date | null;
  /** An approved tutor a student can find in search. */
  visibleTutor: boolean;
}

/**
 * The pair a new conversation would join, or the refusal: a student writes to any approved tutor of their tenant;
 * a tutor to a student they have had a session with (403 otherwise, as they can see the student elsewhere);
 * anyone else, or anyone they cannot see, is not found. Nobody writes to themselves.
 */
export function startPair(
  actor: Pick<Actor, 'userId' | 'role' | 'subdomainId'>,
  addressee: Addressee | undefined,
  haveHadSession: boolean,
): { studentId: number; tutorId: number } {
  if (addressee?.id === actor.userId) throw AppError.invalid('user_id', MSG.messageSelf);
  if (!addressee || addressee.suspendedAt || (addressee.subdomainId ?? 0) !== (actor.subdomainId ?? 0))
    throw AppError.notFound();
  if (actor.role === 'student' && addressee.visibleTutor) {
    return { studentId: actor.userId, tutorId: addressee.id };
  }
  if (actor.role === 'teacher' && addressee.role === 'student') {
    if (!haveHadSession) throw AppError.forbidden(MSG.messageNeedsSession);
    return { studentId: addressee.id, tutorId: actor.userId };
  }
  throw AppError.notFound();
}

interface Side {
  userId: number;
  blockedAt: Date | null;
}

/** A block by either side stops sending: the blocked person is told they were, the blocker to unblock first. */
export function assertMaySend(senderId: number, sides: Side[]): void {
  const sender = sides.find((side) => side.userId === senderId);
  const other = sides.find((side) => side.userId !== senderId);
  if (!sender || !other) throw AppError.notFound();
  if (other.blockedAt) throw AppError.forbidden(MSG.messageBlockedByOther);
  if (sender.blockedAt) throw AppError.forbidden(MSG.messageBlockedByMe);
}

/** The list's preview: the start of the text on one line. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= MESSAGE_LIMITS.previewChars
    ? line
    : `${chars.slice(0, MESSAGE_LIMITS.previewChars - 1).join('')}…`;
}

/** Each id once, in the order given. */
export function distinctIds(ids: number[]): number[] {
  return [...new Set(ids)];
}

/** The key of the per-person sending limit (every conversation counts together). */
export const sendLimitKey = (userId: number) => `messages:send:user:${userId}`;
export const SEND_WINDOW_MS = 60_000;
