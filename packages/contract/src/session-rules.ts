import { SLOT_MINUTES } from './availability.ts';
import { LIMITS } from './limits.ts';

// Without zod, so that a page needing only these (the home page's session cards) does not download the schemas.

/** The session constants of the issue (spec section 9 for the 24 hours). */
export const SESSION_RULES = {
  slotMinutes: SLOT_MINUTES,
  /** A `payment_pending` request lapses when the top-up has not landed by then. */
  paymentWindowMinutes: 30,
  /** A request the tutor leaves unanswered expires at the earlier of this or its start. */
  answerWindowHours: 48,
  freeCancellationHours: LIMITS.freeCancellationHours,
  /** The meeting room opens this long before the start, and closes at the end. */
  meetingOpensMinutesBefore: 10,
  /** At most this many consecutive slots in one booking (8 hours). */
  maxSlotsPerBooking: 16,
  /**
   * After a session ends, either side may report within this many hours that the other did not come; the held
   * money goes to the tutor only once this window has passed without a report.
   */
  noShowReportHours: 24,
  /** At most this many `payment_pending` requests (unpaid holds on tutors' time) per student at once. */
  maxUnpaidHolds: 2,
  /**
   * When this many of a student's unpaid holds lapsed within `holdLapseWindowMinutes`, the student cannot make
   * another unpaid hold until `holdCooldownMinutes` after the latest lapse (a booking the wallet covers is fine).
   */
  holdLapsesBeforeCooldown: 2,
  holdLapseWindowMinutes: 60,
  holdCooldownMinutes: 15,
  /** The notes a student may add to a booking ("What would you like to work on?"), in characters. */
  notesMaxLength: 1000,
  /** The tutor's pre-lesson brief of a session stays readable this many days after its end. */
  briefDaysAfterEnd: 7,
} as const;
