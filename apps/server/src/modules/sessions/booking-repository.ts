import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import { pgErrorCode } from '../../platform/db/errors.ts';
import { executeNamed, preparedQuery } from '../../platform/db/prepared.ts';
import {
  availabilities,
  availabilitySchedules,
  ledgerAccounts,
  sessionSlots,
  tutoringSessions,
  userSubjectPrices,
  users,
} from '../../platform/db/schema/index.ts';
import type { SessionRecord } from './repository.ts';

// The booking use case's statements (book-session.ts), kept to few round trips: booking is a hot path.

/**
 * `ids` (an integer[] parameter) as the right side of `= ANY(...)`, through a scalar subquery: no plan then knows
 * how many there are, so the generic plan costs what each call's own would and PostgreSQL keeps it. With the
 * array's length known, every booking was planned anew (its plan looked cheaper than the generic one): 0.49 ms of
 * PostgreSQL's ~3.4 ms a booking for the slots' read, 4x the read itself. (Cast again after the subquery, or ANY
 * would read it as a subquery of rows.) Migration 0051 does the same in `book_covered_session`.
 */
function anyOfIds(ids: SQL): SQL {
  return sql`ANY((SELECT ${ids}::integer[])::integer[])`;
}

/**
 * The slots asked for, each with its tutor and the tutor's price of the subject (null if not taught): what the
 * checks before a booking need, in one prepared read.
 */
const slotsForBookingStatement = preparedQuery((q) =>
  q
    .select({
      id: availabilities.id,
      tutorId: availabilities.tutorId,
      startingAt: availabilities.startingAt,
      endingAt: availabilities.endingAt,
      isBooked: availabilities.isBooked,
      tutor: {
        id: users.id,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
        approvalStatus: users.approvalStatus,
        suspendedAt: users.suspendedAt,
        subdomainId: users.subdomainId,
        pricePerHourPence: userSubjectPrices.pricePerHourPence,
        trialPricePence: users.trialPricePence,
      },
      // The tutor's weekly-hours rules (null: none saved, so none apply).
      rules: {
        minNoticeHours: availabilitySchedules.minNoticeHours,
        bookingHorizonDays: availabilitySchedules.bookingHorizonDays,
        bufferMinutes: availabilitySchedules.bufferMinutes,
      },
    })
    .from(availabilities)
    .innerJoin(users, eq(users.id, availabilities.tutorId))
    .leftJoin(
      userSubjectPrices,
      and(
        eq(userSubjectPrices.userId, availabilities.tutorId),
        eq(userSubjectPrices.subjectId, sql.placeholder('subjectId')),
      ),
    )
    .leftJoin(availabilitySchedules, eq(availabilitySchedules.tutorId, availabilities.tutorId))
    .where(sql`${availabilities.id} = ${anyOfIds(sql`${sql.placeholder('ids')}`)}`)
    .prepare('booking_slots_with_tutor'),
);

export function findSlotsForBooking(q: Queryable, ids: number[], subjectId: number) {
  return slotsForBookingStatement(q).execute({ ids, subjectId });
}

/** A covered booking's session, written by `claimSlotsAndBook` when the wallet holds its price. */
export interface CoveredSession {
  studentId: number;
  tutorId: number;
  subjectId: number;
  subdomainId: number | null;
  startingAt: Date;
  endingAt: Date;
  pricePence: number;
  isTrial: boolean;
  notes: string | null;
  answerDueAt: Date;
  at: Date;
}

/**
 * Takes the slots that are still free and, once all of them are taken, locks the student's wallet, reads its
 * balance and, when it covers the price, records the session (`determination_pending`) and its links to the
 * slots: one prepared statement, in the order every path that frees slots and refunds takes its locks (the
 * slots, then the wallet; the wallet's read waits for the count, so for the whole update). `taken` below the
 * number asked: someone was first (nothing else written). `walletPence` null: the wallet account is not opened
 * yet (nothing locked). `sessionId` null: no session was written (someone was first, no wallet, or it does not
 * cover the price); the caller goes on with `insertSessionWithSlots` once its checks allow.
 */
export async function claimSlotsAndBook(tx: Tx, ids: number[], session: CoveredSession) {
  const { rows } = await executeNamed<{
    taken: number;
    wallet_pence: string | null;
    session_id: number | null;
  }>(
    tx,
    sql`
    WITH claimed AS (
      UPDATE ${availabilities} SET is_booked = true
      WHERE id = ${anyOfIds(sql`${sql.param(ids)}`)} AND NOT is_booked
      RETURNING id),
    taken AS (SELECT count(*)::integer AS n FROM claimed),
    wallet AS (
      SELECT balance_pence FROM ${ledgerAccounts}
      WHERE (kind, coalesce(user_id, 0)) = ('wallet', ${session.studentId}::integer)
        AND (SELECT n FROM taken) = ${ids.length}::integer
      FOR UPDATE),
    created AS (
      INSERT INTO ${tutoringSessions} (student_id, tutor_id, subject_id, subdomain_id, starting_at, ending_at, status,
        price_pence, is_trial, notes, answer_due_at, created_at, updated_at)
      SELECT ${session.studentId}::integer, ${session.tutorId}::integer, ${session.subjectId}::integer,
        ${session.subdomainId}::integer, ${session.startingAt.toISOString()}::timestamptz,
        ${session.endingAt.toISOString()}::timestamptz, 'determination_pending', ${session.pricePence}::integer,
        ${session.isTrial}::boolean, ${session.notes}::text, ${session.answerDueAt.toISOString()}::timestamptz,
        ${session.at.toISOString()}::timestamptz, ${session.at.toISOString()}::timestamptz
      FROM wallet WHERE wallet.balance_pence >= ${session.pricePence}::integer
      RETURNING id),
    links AS (
      INSERT INTO ${sessionSlots} (session_id, availability_id)
      SELECT created.id, unnest(${sql.param(ids)}::integer[]) FROM created)
    SELECT (SELECT n FROM taken) AS taken, (SELECT balance_pence FROM wallet) AS wallet_pence,
      (SELECT id FROM created) AS session_id`,
  );
  const row = rows[0]!;
  // balance_pence is a bigint: pg answers a string (pence stay far below 2^53).
  return {
    taken: row.taken,
    walletPence: row.wallet_pence === null ? null : Number(row.wallet_pence),
    sessionId: row.session_id,
  };
}

/**
 * The usual booking in one call and one commit, outside any transaction (migration 0046's
 * `book_covered_session`): the slots, the session with its links, the money held and, given `noticeQueue`, the job
 * that tells the tutor and the parents. `taken`: someone was first; `uncovered`: no wallet yet or one short of the
 * price. Either way nothing was written.
 */
export async function bookCoveredSession(
  db: Db,
  ids: number[],
  session: CoveredSession,
  noticeQueue: string | null,
): Promise<{ sessionId: number } | 'taken' | 'uncovered'> {
  try {
    const { rows } = await executeNamed<{ session_id: number }>(
      db,
      sql`SELECT book_covered_session(${sql.param(ids)}::integer[], ${session.studentId}::integer,
        ${session.tutorId}::integer, ${session.subjectId}::integer, ${session.subdomainId}::integer,
        ${session.startingAt.toISOString()}::timestamptz, ${session.endingAt.toISOString()}::timestamptz,
        ${session.pricePence}::integer, ${session.isTrial}::boolean, ${session.notes}::text,
        ${session.answerDueAt.toISOString()}::timestamptz, ${session.at.toISOString()}::timestamptz,
        ${noticeQueue}::text) AS session_id`,
    );
    return { sessionId: rows[0]!.session_id };
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === 'KRTKN') return 'taken';
    if (code === 'KRUNC') return 'uncovered';
    throw error;
  }
}

/** The session and its links to the slots it took, in one statement (the links read the new session's id). */
export async function insertSessionWithSlots(
  tx: Tx,
  values: typeof tutoringSessions.$inferInsert,
  availabilityIds: number[],
): Promise<SessionRecord> {
  const created = tx.$with('created').as(tx.insert(tutoringSessions).values(values).returning());
  const links = tx.$with('links').as(
    tx
      .insert(sessionSlots)
      .select(
        tx
          .select({
            sessionId: created.id,
            availabilityId: sql<number>`unnest(${sql.param(availabilityIds)}::integer[])`.as(
              'availability_id',
            ),
          })
          .from(created),
      )
      .returning({ sessionId: sessionSlots.sessionId }),
  );
  const [row] = await tx.with(created, links).select().from(created);
  return row!;
}

/**
 * The tutor's free weekly-hours slots within the buffer of a new session go (painted ones are the tutor's own
 * choice and stay); they come back when the session does not take place. A slot that an earlier, closed session
 * held stays: its history keeps it (deleting it would break session_slots' reference).
 */
export async function removeBufferedSlots(
  tx: Tx,
  tutorId: number,
  range: { start: Date; end: Date },
  bufferMinutes: number,
): Promise<void> {
  await tx.execute(sql`
    DELETE FROM ${availabilities}
    WHERE tutor_id = ${tutorId} AND from_schedule AND NOT is_booked
      AND starting_at < ${range.end.toISOString()}::timestamptz + ${bufferMinutes} * interval '1 minute'
      AND ending_at > ${range.start.toISOString()}::timestamptz - ${bufferMinutes} * interval '1 minute'
      AND NOT EXISTS (SELECT 1 FROM session_slots l WHERE l.availability_id = availabilities.id)`);
}

/** The student's answer to whether their tutors may see their learning data (the brief), given when booking. */
export async function recordLearningConsent(tx: Tx, userId: number, share: boolean, at: Date) {
  await tx.update(users).set({ shareLearningWithTutors: share, updatedAt: at }).where(eq(users.id, userId));
}
