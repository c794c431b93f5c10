import { type MessageKey, MSG, SESSION_RULES, type SESSION_STATUS_VALUES } from '@kru/contract';

type SessionStatus = (typeof SESSION_STATUS_VALUES)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The statuses of a session that still holds its time (the ones the no-overlap constraints cover, but done). */
export const OPEN_STATUSES = ['payment_pending', 'determination_pending', 'approved'] as const;
/**
 * The statuses in which a trial lesson counts as the pair's one trial (the partial unique index of migration
 * 0037): booked, or took place. A trial that did not take place (rejected, expired, lapsed, cancelled) does not
 * count, and the student may book another.
 */
export const TRIAL_TAKEN_STATUSES = [...OPEN_STATUSES, 'completed'] as const;
/** The statuses a tutor is said to have taught a student in (`students_count`, `mine=1`). */
export const TAUGHT_STATUSES = ['approved', 'completed'] as const;

export interface BookedSlot {
  id: number;
  tutorId: number;
  startingAt: Date;
  endingAt: Date;
}

/**
 * The slots of a booking as one time range: they must belong to one tutor and follow each other without a gap
 * (in any order given). Null when they do not.
 */
export function bookingRange(slots: BookedSlot[]): { tutorId: number; start: Date; end: Date } | null {
  const sorted = [...slots].sort((a, b) => a.startingAt.getTime() - b.startingAt.getTime());
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  for (let index = 1; index < sorted.length; index += 1) {
    const slot = sorted[index]!;
    if (slot.tutorId !== first.tutorId) return null;
    if (slot.startingAt.getTime() !== sorted[index - 1]!.endingAt.getTime()) return null;
  }
  return { tutorId: first.tutorId, start: first.startingAt, end: last.endingAt };
}

/** Price per hour times hours, in whole pence (a half hour of an odd price rounds half up). */
export function sessionPricePence(pricePerHourPence: number, slotCount: number): number {
  return Math.round((pricePerHourPence * slotCount * SESSION_RULES.slotMinutes) / 60);
}

/** A request waiting for the tutor expires at the earlier of 48 hours from `from` or the session's start. */
export function answerDueAt(from: Date, start: Date): Date {
  return new Date(Math.min(from.getTime() + SESSION_RULES.answerWindowHours * HOUR_MS, start.getTime()));
}

/** A request waiting for a top-up lapses 30 minutes after booking (or at its start, the job checks both). */
export function paymentDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_RULES.paymentWindowMinutes * MINUTE_MS);
}

/**
 * Until when either side may report that the other did not come: 24 hours after the end of a session that
 * took place (approved or completed, without a cancellation). Null for any other.
 */
export function noShowReportUntil(session: {
  status: SessionStatus;
  endingAt: Date;
  cancellation: { id: number | null } | null;
}): Date | null {
  if (session.status !== 'approved' && session.status !== 'completed') return null;
  if (session.cancellation?.id) return null;
  return new Date(session.endingAt.getTime() + SESSION_RULES.noShowReportHours * HOUR_MS);
}

/** Cancelling before this is free (24 hours before the start). */
export function freeCancellationUntil(start: Date): Date {
  return new Date(start.getTime() - SESSION_RULES.freeCancellationHours * HOUR_MS);
}

/** Who may book: students only (tutors and admins are refused with 403), or null when allowed. */
export function bookingRefusal(role: string): MessageKey | null {
  return role === 'student' ? null : MSG.sessionStudentsOnly;
}

/** The meeting room's page of an approved session; null otherwise. */
export function joinLink(session: { id: number; status: SessionStatus }): string | null {
  return session.status === 'approved' ? `/tuition/sessions/meeting?sessionId=${session.id}` : null;
}

/** A determination_pending request the tutor may still answer (its deadline not passed). */
export function awaitsAnswer(
  session: { status: SessionStatus; answerDueAt: Date | null },
  now: Date,
): boolean {
  return (
    session.status === 'determination_pending' &&
    (session.answerDueAt === null || session.answerDueAt.getTime() > now.getTime())
  );
}

export type UnpaidHoldRefusal = { kind: 'limit' } | { kind: 'cooldown'; until: Date };

/**
 * Whether a student may make one more unpaid hold (a `payment_pending` request), given how many they hold now
 * and when their recent holds lapsed: at most `maxUnpaidHolds` at once, and after `holdLapsesBeforeCooldown`
 * lapses within the window, none until the cooldown after the latest lapse has passed. Null when allowed.
 */
export function unpaidHoldRefusal(openHolds: number, lapsedAt: Date[], now: Date): UnpaidHoldRefusal | null {
  if (openHolds >= SESSION_RULES.maxUnpaidHolds) return { kind: 'limit' };
  const windowStart = now.getTime() - SESSION_RULES.holdLapseWindowMinutes * MINUTE_MS;
  const recent = lapsedAt.map((at) => at.getTime()).filter((at) => at > windowStart && at <= now.getTime());
  if (recent.length < SESSION_RULES.holdLapsesBeforeCooldown) return null;
  const until = Math.max(...recent) + SESSION_RULES.holdCooldownMinutes * MINUTE_MS;
  return until > now.getTime() ? { kind: 'cooldown', until: new Date(until) } : null;
}
