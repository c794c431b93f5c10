/**
 * Tutoring sessions: booking, the tutor's answer, the jobs that move a session on, and the lists. Other modules
 * present sessions with `loadSessionViews`, and read the tutors' side of sessions through the calendar events
 * and the SQL conditions below.
 */

export { removeBufferedSlots } from './booking-repository.ts';
export { presentCalendarEvents } from './calendar-events.ts';
export { type CalendarSessionRow, calendarSessionsJson } from './calendar-sessions-repository.ts';
export { completeEndedSessions } from './complete-ended-sessions.ts';
export { expireUnansweredSessions } from './expire-unanswered-sessions.ts';
export { lapseUnpaidSessions } from './lapse-unpaid-sessions.ts';
export { loadSessionViews } from './load-sessions.ts';
export { bookingRange, freeCancellationUntil, noShowReportUntil, OPEN_STATUSES } from './policy.ts';
export { presentReschedule } from './presenter.ts';
export { releaseSessionEarnings } from './release-session-earnings.ts';
export {
  freeSessionSlots,
  hasTakenTrial,
  type SessionRecord,
  studentsCountExpression,
  taughtStudentCondition,
} from './repository.ts';
export { resumePaymentPendingSessions } from './resume-payment-pending.ts';
export { sessionsRoutes } from './routes.ts';
export { SESSION_REQUESTED_QUEUE, workOnRequestNotices } from './tell-of-request.ts';
