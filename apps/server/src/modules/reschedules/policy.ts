import { SESSION_RULES, type SESSION_STATUS_VALUES } from '@kru/contract';
import { freeCancellationUntil } from '../sessions/index.ts';

type SessionStatus = (typeof SESSION_STATUS_VALUES)[number];

/**
 * Rescheduling, modelled on Preply's. A session that is requested (waiting for the tutor) or confirmed, has not
 * started and is not being cancelled can get a new time, at most one open proposal at a time:
 * - more than 24 hours before the original start moving is free: either side proposes a time from the tutor's
 *   free time, the other accepts or declines;
 * - within 24 hours only the student may ask, and only the tutor's agreement moves it (the tutor cannot
 *   impose a late move on the student; they may cancel instead, which refunds the student);
 * - the money stays held as it is (no ledger movement), the session keeps its id, price and history;
 * - a proposal lapses when the original or the proposed start passes, and when the session closes.
 * The 24 hours are real elapsed time, whatever either time zone's clocks say (as for cancellations).
 */
export const RESCHEDULABLE_STATUSES = ['determination_pending', 'approved'] as const;

export function isReschedulable(
  session: { status: SessionStatus; startingAt: Date },
  hasPendingCancellation: boolean,
  now: Date,
): boolean {
  return (
    (RESCHEDULABLE_STATUSES as readonly string[]).includes(session.status) &&
    !hasPendingCancellation &&
    now.getTime() < session.startingAt.getTime()
  );
}

/** Whether `by` may propose a new time now: anyone more than 24 hours ahead, within them the student only. */
export function mayPropose(by: 'student' | 'teacher', originalStart: Date, now: Date): boolean {
  return by === 'student' || now.getTime() < freeCancellationUntil(originalStart).getTime();
}

/** An open proposal is spent once either the session's start or the proposed start has come. */
export function hasLapsed(proposedStart: Date, originalStart: Date, now: Date): boolean {
  return now.getTime() >= Math.min(proposedStart.getTime(), originalStart.getTime());
}

/** How many 30-minute slots a session of this length takes (the new time must take as many). */
export function slotCountOf(session: { startingAt: Date; endingAt: Date }): number {
  return Math.round(
    (session.endingAt.getTime() - session.startingAt.getTime()) / (SESSION_RULES.slotMinutes * 60_000),
  );
}

/** The side of the session the user is on; null for anyone else (who is answered "not found"). */
export function sideOf(
  session: { studentId: number; tutorId: number },
  userId: number,
): 'student' | 'teacher' | null {
  if (session.studentId === userId) return 'student';
  if (session.tutorId === userId) return 'teacher';
  return null;
}
