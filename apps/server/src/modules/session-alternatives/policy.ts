import { ALTERNATIVES_RULES } from '@kru/contract';

const HOUR_MS = 3_600_000;

interface ClosedSession {
  studentId: number;
  status: string;
  closeReason: string | null;
}

/** Other tutors are offered for a request the tutor left unanswered, and only to its student. */
export function mayOfferAlternatives(session: ClosedSession, userId: number): boolean {
  return (
    session.studentId === userId &&
    session.status === 'cancelled' &&
    session.closeReason === 'expired_unanswered'
  );
}

/** The times an alternative may start: within a day either side of the requested start, and not already past. */
export function alternativesWindow(requestedStart: Date, now: Date): { from: Date; till: Date } {
  const span = ALTERNATIVES_RULES.windowHours * HOUR_MS;
  const earliest = requestedStart.getTime() - span;
  return {
    from: new Date(Math.max(earliest, now.getTime())),
    till: new Date(requestedStart.getTime() + span),
  };
}

/** Average stars to one decimal, or null before a first review. */
export function averageRating(rateTotal: number, rateCount: number): number | null {
  return rateCount > 0 ? Math.round((rateTotal / rateCount) * 10) / 10 : null;
}
