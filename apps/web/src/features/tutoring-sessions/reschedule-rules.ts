import { SESSION_RULES } from '@kru/contract/session-rules';
import type { SessionStatus } from '../tuition/session-status.ts';

const HOUR_MS = 3_600_000;

/**
 * Whether the viewer may propose a new time now (the server's rule, apps/server reschedules/policy.ts): a
 * requested or approved session that has not started, is not being cancelled and has no open proposal; within
 * 24 hours of the start only the student may ask.
 */
export function mayProposeNewTime(
  session: {
    status: SessionStatus;
    startingAt: string;
    cancellation: { status: string } | null;
    reschedule: unknown;
  },
  viewerRole: 'student' | 'teacher',
  now: Date,
): boolean {
  const start = Date.parse(session.startingAt);
  if (session.status !== 'determination_pending' && session.status !== 'approved') return false;
  if (session.cancellation?.status === 'pending' || session.reschedule !== null) return false;
  if (now.getTime() >= start) return false;
  return viewerRole === 'student' || now.getTime() < start - SESSION_RULES.freeCancellationHours * HOUR_MS;
}

/** How many half-hour slots the session takes (the new time takes as many). */
export function slotCountOf(session: { startingAt: string; endingAt: string }): number {
  return Math.round(
    (Date.parse(session.endingAt) - Date.parse(session.startingAt)) / (SESSION_RULES.slotMinutes * 60_000),
  );
}
