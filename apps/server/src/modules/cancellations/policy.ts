import type { SESSION_STATUS_VALUES } from '@kru/contract';
import { freeCancellationUntil, OPEN_STATUSES } from '../sessions/index.ts';

type SessionStatus = (typeof SESSION_STATUS_VALUES)[number];

/** Sessions that can still be cancelled: the open ones (held or waiting), before their start. */
export function isCancellable(session: { status: SessionStatus; startingAt: Date }, now: Date): boolean {
  return (
    (OPEN_STATUSES as readonly string[]).includes(session.status) &&
    now.getTime() < session.startingAt.getTime()
  );
}

/**
 * What a cancellation becomes at once. A student who cancels an approved session 24 hours or less before its
 * start asks the tutor (`pending`); everything else is free and `refunded`: a tutor's cancellation, one more than
 * 24 hours ahead, and a request the tutor has not approved yet (the tutor never counted on it). The 24 hours
 * are real elapsed time, whatever the clocks of either time zone say.
 */
export function cancellationOutcome(
  session: { status: SessionStatus; startingAt: Date },
  by: 'student' | 'teacher',
  now: Date,
): 'refunded' | 'pending' {
  const free = now.getTime() < freeCancellationUntil(session.startingAt).getTime();
  return by === 'student' && session.status === 'approved' && !free ? 'pending' : 'refunded';
}
