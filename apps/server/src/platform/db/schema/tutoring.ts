import {
  CANCELLATION_STATUSES,
  type DateOverride,
  DISPUTE_KINDS,
  DISPUTE_STATUSES,
  RESCHEDULE_STATUSES,
  REVIEW_TYPES,
  SESSION_CLOSE_REASONS,
  SESSION_STATUS_VALUES,
  type WeekdayHours,
} from '@kru/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { subdomains, subjects } from './catalogue.ts';

/**
 * A tutor's bookable time, one row per 30-minute slot aligned to the tutor's local :00 or :30 (the database holds
 * quarter hours: every zone's offset is a multiple of 15 minutes). Slots of one tutor never overlap: an
 * exclusion constraint on (tutor_id, tstzrange(starting_at, ending_at)) holds that under any concurrency
 * (migration 0007, with btree_gist). `is_booked` is set by a booking and keeps the slot from being deleted.
 * `from_schedule`: made from the tutor's weekly hours (and remade when they change); false: painted by hand.
 */
export const availabilities = pgTable(
  'availabilities',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startingAt: timestamp('starting_at', { withTimezone: true }).notNull(),
    endingAt: timestamp('ending_at', { withTimezone: true }).notNull(),
    isBooked: boolean('is_booked').notNull().default(false),
    fromSchedule: boolean('from_schedule').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** The calendar's range reads, and one slot per start. */
    uniqueIndex('availabilities_tutor_start_key').on(t.tutorId, t.startingAt),
    /** A tutor's next free slot (the tutor cards' `next_free_at`). */
    index('availabilities_free_idx').on(t.tutorId, t.startingAt).where(sql`NOT ${t.isBooked}`),
    check('availabilities_slot_length', sql`${t.endingAt} = ${t.startingAt} + interval '30 minutes'`),
    check('availabilities_slot_aligned', sql`extract(epoch from ${t.startingAt}) % 900 = 0`),
  ],
);

/**
 * A tutor's weekly hours, date overrides and booking rules (contract `scheduleBody`, validated there), one row per
 * tutor who saved them. `materialised_until`: availability slots exist up to there (the daily job moves it).
 */
export const availabilitySchedules = pgTable('availability_schedules', {
  tutorId: integer('tutor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyHours: jsonb('weekly_hours').$type<WeekdayHours[]>().notNull(),
  dateOverrides: jsonb('date_overrides').$type<DateOverride[]>().notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  minNoticeHours: integer('min_notice_hours').notNull(),
  bookingHorizonDays: integer('booking_horizon_days').notNull(),
  materialisedUntil: timestamp('materialised_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: the time from which a tutor's slots count for `tutor_search_rows.next_free_at`. The
 * `tutors-refresh-next-free` job moves it to the (application's) present; the triggers on availabilities read it (migration 0017).
 */
export const nextFreeHorizon = pgTable(
  'next_free_horizon',
  {
    id: integer('id').primaryKey().default(1),
    freeFrom: timestamp('free_from', { withTimezone: true }).notNull().default(sql`'-infinity'`),
  },
  (t) => [check('next_free_horizon_one_row', sql`${t.id} = 1`)],
);

/**
 * A booked one-to-one session: consecutive availability slots of one tutor, paid from the student's wallet
 * (the money is held until the session completes, and refunded when it does not happen). Two live sessions of
 * one tutor, or of one student, never overlap: exclusion constraints in migration 0009.
 */
export const tutoringSessions = pgTable(
  'tutoring_sessions',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    /** The tenant it was booked on (null: the main marketplace). */
    subdomainId: integer('subdomain_id').references(() => subdomains.id),
    startingAt: timestamp('starting_at', { withTimezone: true }).notNull(),
    endingAt: timestamp('ending_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: SESSION_STATUS_VALUES }).notNull(),
    /** Price per hour times hours, fixed at booking. */
    pricePence: integer('price_pence').notNull(),
    /** A 30-minute trial lesson at the tutor's trial price (which may be 0: free, no money moves). */
    isTrial: boolean('is_trial').notNull().default(false),
    /** `payment_pending`: the top-up must land by then, or the request lapses. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** `determination_pending`: the tutor must answer by then (the earlier of 48 hours or the start). */
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
    /** What the student would like to work on, written when booking (shown in the tutor's brief). */
    notes: text('notes'),
    rejectionReason: text('rejection_reason'),
    closeReason: text('close_reason', { enum: SESSION_CLOSE_REASONS }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * `completed`: when its held money goes to the tutor (24 hours after the end, the no-show window), unless a
     * dispute holds it or the tutor is suspended; null once released, and for sessions that never get there.
     */
    releaseDueAt: timestamp('release_due_at', { withTimezone: true }),
    /** Reminders sent (24 hours and 1 hour before), so a job run twice sends each once. */
    reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
    reminded1hAt: timestamp('reminded_1h_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tutoring_sessions_tutor_idx').on(t.tutorId, t.startingAt),
    index('tutoring_sessions_student_idx').on(t.studentId, t.startingAt),
    index('tutoring_sessions_answer_due_idx')
      .on(t.answerDueAt)
      .where(sql`${t.status} = 'determination_pending'`),
    index('tutoring_sessions_payment_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'payment_pending'`),
    index('tutoring_sessions_approved_idx').on(t.startingAt).where(sql`${t.status} = 'approved'`),
    index('tutoring_sessions_release_due_idx').on(t.releaseDueAt).where(sql`${t.releaseDueAt} IS NOT NULL`),
    check('tutoring_sessions_range', sql`${t.endingAt} > ${t.startingAt}`),
    check('tutoring_sessions_price', sql`${t.pricePence} > 0 OR (${t.isTrial} AND ${t.pricePence} = 0)`),
    /**
     * One trial per student and tutor, ever: a trial that did not take place (rejected, expired, lapsed,
     * cancelled) frees the pair to book one again.
     */
    uniqueIndex('tutoring_sessions_one_trial_key')
      .on(t.studentId, t.tutorId)
      .where(
        sql`${t.isTrial} AND ${t.status} IN ('payment_pending', 'determination_pending', 'approved', 'completed')`,
      ),
  ],
);

/** The availability slots a session occupies (freed again when it does not take place). */
export const sessionSlots = pgTable(
  'session_slots',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => tutoringSessions.id),
    // A free slot a closed lesson once held may go (weekly hours saved, a slot removed): the link goes with it,
    // the session keeps its own times. A booked slot is never deleted.
    availabilityId: integer('availability_id')
      .notNull()
      .references(() => availabilities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.availabilityId] }),
    index('session_slots_availability_idx').on(t.availabilityId),
  ],
);

/**
 * A cancellation of a session, by either side. More than 24 hours before the start (or by the tutor) it is
 * `refunded` at once; a student's within 24 hours is `pending` until the tutor decides `refunded` or `kept`
 * (refunded if undecided by the session's end).
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tutoringSessions.id),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => users.id),
    requestedByRole: text('requested_by_role', { enum: ['student', 'teacher'] }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: CANCELLATION_STATUSES }).notNull(),
    /** When a pending one is refunded if the tutor has not decided: the session's end. */
    decideBy: timestamp('decide_by', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cancellations_session_key').on(t.sessionId),
    index('cancellations_pending_idx').on(t.decideBy).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A proposal to move a session to another time, by either side; the other side accepts or declines it, the
 * proposer may withdraw it, and it lapses when the original or the proposed start passes. At most one `open`
 * per session. The rows of a session are its rescheduling history (the accepted ones count the calendar feed's
 * SEQUENCE). `availability_ids`: the tutor's free slots of the proposed time, claimed only on acceptance.
 */
export const sessionReschedules = pgTable(
  'session_reschedules',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tutoringSessions.id),
    proposedById: integer('proposed_by_id')
      .notNull()
      .references(() => users.id),
    proposedByRole: text('proposed_by_role', { enum: ['student', 'teacher'] }).notNull(),
    status: text('status', { enum: RESCHEDULE_STATUSES }).notNull().default('open'),
    startingAt: timestamp('starting_at', { withTimezone: true }).notNull(),
    endingAt: timestamp('ending_at', { withTimezone: true }).notNull(),
    availabilityIds: integer('availability_ids').array().notNull(),
    previousStartingAt: timestamp('previous_starting_at', { withTimezone: true }).notNull(),
    previousEndingAt: timestamp('previous_ending_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_reschedules_one_open_key').on(t.sessionId).where(sql`${t.status} = 'open'`),
    index('session_reschedules_session_idx').on(t.sessionId, t.createdAt),
    index('session_reschedules_open_start_idx').on(t.startingAt).where(sql`${t.status} = 'open'`),
    check('session_reschedules_range', sql`${t.endingAt} > ${t.startingAt}`),
  ],
);

/**
 * A session's held money waiting for an admin's decision instead of going to the tutor: a no-show reported by
 * either side within 24 hours of the end, or the tutor suspended before it was released. At most one per
 * session. Decided as `refunded`, `released` or `split`; the two shares always add up to what was held.
 */
export const sessionDisputes = pgTable(
  'session_disputes',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tutoringSessions.id),
    kind: text('kind', { enum: DISPUTE_KINDS }).notNull(),
    /** The no-show's reporter (null for a suspension). */
    reportedById: integer('reported_by_id').references(() => users.id),
    reportedByRole: text('reported_by_role', { enum: ['student', 'teacher'] }),
    reason: text('reason'),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('pending'),
    heldPence: integer('held_pence').notNull(),
    studentPence: integer('student_pence'),
    tutorPence: integer('tutor_pence'),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_disputes_session_key').on(t.sessionId),
    index('session_disputes_status_idx').on(t.status, t.createdAt),
    check(
      'session_disputes_shares',
      sql`(${t.status} = 'pending') = (${t.studentPence} IS NULL AND ${t.tutorPence} IS NULL)
        AND (${t.status} = 'pending' OR (${t.studentPence} >= 0 AND ${t.tutorPence} >= 0
          AND ${t.studentPence} + ${t.tutorPence} = ${t.heldPence}))`,
    ),
  ],
);

/** Reviews (`/rates`): a student's rating of a tutor (type `tutor`) or of a course; one per person and target. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: REVIEW_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rate: integer('rate').notNull(),
    review: text('review').notNull(),
    /** The subject of the reviewer's sessions with the tutor (shown beside the review). */
    subjectId: integer('subject_id').references(() => subjects.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_user_key').on(t.type, t.targetId, t.userId),
    index('reviews_target_idx').on(t.type, t.targetId, t.updatedAt),
    check('reviews_rate_range', sql`${t.rate} BETWEEN 1 AND 5`),
  ],
);

/** What happened that a user should know (the /notifications page), newest first. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** `session.requested`, `session.approved`, ... */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

/** A private calendar feed (.ics) per user; only the token's hash is kept. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
