import type { SESSION_STATUS_VALUES } from '@kru/contract';
import { SESSION_STATUSES } from '@kru/contract/enums';
import { SESSION_RULES } from '@kru/contract/session-rules';
import { meetingOpensMinutesBefore } from '../../app/site/site-config.ts';

export type SessionStatus = (typeof SESSION_STATUS_VALUES)[number];

/** Spec section 9 gives no colour to `completed` (DESIGN.md: shown as completed): a quiet green beside the others. */
const COMPLETED_COLOR = '#d3f0dc';

export interface StatusLook {
  /** i18n key of the status title (spec section 4: "Waiting for Payment", "Booked", ..., and "Completed"). */
  titleKey: string;
  /** The spec's colour of the status (section 9). */
  color: string;
  /** Text readable on `color`: white on the dark "Booked" purple, dark on the light ones. */
  textColor: string;
}

/** How a session's status is shown: its title and the spec's colour. */
export function statusLook(status: SessionStatus): StatusLook {
  const color = status === 'completed' ? COMPLETED_COLOR : SESSION_STATUSES[status].color;
  return {
    titleKey: `tuition.status.${status}`,
    color,
    textColor: status === 'approved' ? '#ffffff' : '#1f1d2b',
  };
}

const MINUTE_MS = 60_000;

/** When the meeting room opens: the server's MEETING_OPENS_MINUTES_BEFORE (10 by default) before the start. */
export function joinOpensAt(startingAt: string, opensMinutesBefore = meetingOpensMinutesBefore()): Date {
  return new Date(Date.parse(startingAt) - opensMinutesBefore * MINUTE_MS);
}

/** Whether Join is enabled: a booked session, from the room's opening until its end. */
export function isJoinOpen(
  session: { status: SessionStatus; startingAt: string; endingAt: string; joinLink: string | null },
  now: Date,
): boolean {
  if (session.status !== 'approved' || !session.joinLink) return false;
  const at = now.getTime();
  return at >= joinOpensAt(session.startingAt).getTime() && at < Date.parse(session.endingAt);
}

/** Statuses a participant may still cancel, before the session starts. */
const CANCELLABLE: readonly SessionStatus[] = ['payment_pending', 'determination_pending', 'approved'];

export function isCancellable(
  session: { status: SessionStatus; startingAt: string; cancellation: unknown },
  now: Date,
): boolean {
  return (
    CANCELLABLE.includes(session.status) &&
    session.cancellation === null &&
    now.getTime() < Date.parse(session.startingAt)
  );
}

/**
 * Whether either side may report a no-show now: a session that took place (its `noShowReportUntil` set by the
 * server), not reported yet, until 24 hours after its end. A completed one has ended by the server's word; an
 * approved one once its end has passed.
 */
export function mayReportNoShow(
  session: { status: SessionStatus; endingAt: string; noShowReportUntil: string | null; dispute: unknown },
  now: Date,
): boolean {
  if (session.dispute !== null || session.noShowReportUntil === null) return false;
  if (now.getTime() >= Date.parse(session.noShowReportUntil)) return false;
  return session.status === 'completed' || now.getTime() >= Date.parse(session.endingAt);
}

/**
 * Whether the tutor can read the session's pre-lesson brief: from its approval (approved, then completed) until
 * some days after its end, as the server decides.
 */
export function hasBrief(session: { status: SessionStatus; endingAt: string }, now: Date): boolean {
  if (session.status !== 'approved' && session.status !== 'completed') return false;
  return (
    now.getTime() <= Date.parse(session.endingAt) + SESSION_RULES.briefDaysAfterEnd * 24 * 60 * MINUTE_MS
  );
}

/**
 * What a cancellation now would be: `free` (more than 24 hours before: refunded at once, and always when the tutor
 * cancels or nothing was paid yet) or `request` (a student's within 24 hours: the tutor decides).
 */
export function cancellationKind(
  session: { status: SessionStatus; freeCancellationUntil: string },
  role: 'student' | 'teacher',
  now: Date,
): 'free' | 'request' {
  if (role === 'teacher' || session.status !== 'approved') return 'free';
  return now.getTime() < Date.parse(session.freeCancellationUntil) ? 'free' : 'request';
}

/** A text key with its values (the caller translates), for a span of time still left. */
export interface TimeLeft {
  key: 'tuition.timeLeft.over' | 'tuition.timeLeft.minutes' | 'tuition.timeLeft.hours';
  values: { count?: number; hours?: number; minutes?: number };
}

/**
 * Time left until `dueAt`: "No time left" once it is due, whole minutes (rounded up, so "1 minute" until the last
 * second) under an hour, else hours and minutes.
 */
export function timeLeft(dueAt: string, now: Date): TimeLeft {
  const ms = Date.parse(dueAt) - now.getTime();
  if (ms <= 0) return { key: 'tuition.timeLeft.over', values: {} };
  const minutes = Math.ceil(ms / MINUTE_MS);
  if (minutes < 60) return { key: 'tuition.timeLeft.minutes', values: { count: minutes } };
  return {
    key: 'tuition.timeLeft.hours',
    values: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
  };
}
