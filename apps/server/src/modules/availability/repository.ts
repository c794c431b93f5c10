import { and, asc, eq, gte, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { pgErrorCode } from '../../platform/db/errors.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { availabilities, availabilitySchedules, users } from '../../platform/db/schema/index.ts';
import { calendarSessionsJson } from '../sessions/index.ts';

const slotColumns = {
  id: availabilities.id,
  startingAt: availabilities.startingAt,
  endingAt: availabilities.endingAt,
  isBooked: availabilities.isBooked,
};
export type SlotRow = { id: number; startingAt: Date; endingAt: Date; isBooked: boolean };

/**
 * What the availability calls need to know about a tutor: who, where, whether approved and visible, and the booking
 * window of their weekly hours (null without them), read in the same round trip.
 */
const teacherColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  timeZone: users.timeZone,
  approvalStatus: users.approvalStatus,
  suspendedAt: users.suspendedAt,
  subdomainId: users.subdomainId,
  minNoticeHours: availabilitySchedules.minNoticeHours,
  bookingHorizonDays: availabilitySchedules.bookingHorizonDays,
};

const teacherStatement = preparedQuery((q) =>
  q
    .select(teacherColumns)
    .from(users)
    .leftJoin(availabilitySchedules, eq(availabilitySchedules.tutorId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('availability_teacher'),
);

export async function findTeacher(q: Queryable, userId: number) {
  const [row] = await teacherStatement(q).execute({ userId });
  return row;
}

/** A calendar's slot: its instants as milliseconds since the epoch (read as JSON, see `findCalendarOwner`). */
export type CalendarSlotRow = { id: number; startingAtMs: number; endingAtMs: number; isBooked: boolean };
type CalendarSlotTuple = [id: number, startingAtMs: number, endingAtMs: number, isBooked: boolean];

// date_part's float8, not extract's numeric (PostgreSQL 14+): exact for slots, which start on quarter hours and
// last 30 minutes (availabilities_slot_aligned, availabilities_slot_length).
const epochMs = (column: SQL) => sql`(date_part('epoch', ${column}) * 1000)::bigint`;

/**
 * `findTeacher`'s row with the tutor's slots that overlap [from, till), earliest first, and the sessions the viewer
 * sees there, each as one JSON array: one round trip and one row instead of a statement and a row per slot (a
 * calendar may hold ~2,000 slots, each row mapped by the driver and drizzle with two timestamps parsed). A slot is
 * an array, not an object: a third less of PostgreSQL's CPU per calendar than objects with extract()'s numeric
 * (docs/performance.md, 28 Nov).
 */
const calendarStatement = preparedQuery((q) =>
  q
    .select({
      ...teacherColumns,
      slots: sql<CalendarSlotTuple[]>`coalesce((
        SELECT json_agg(json_build_array(
                 a.id, ${epochMs(sql`a.starting_at`)}, ${epochMs(sql`a.ending_at`)}, a.is_booked
               ) ORDER BY a.starting_at)
        FROM availabilities a
        WHERE a.tutor_id = ${users.id}
          -- A slot lasts 30 minutes, so bounding its start keeps the (tutor_id, starting_at) index in use.
          AND a.starting_at > ${sql.placeholder('startAfter')}::timestamptz
          AND a.ending_at > ${sql.placeholder('from')}::timestamptz
          AND a.starting_at < ${sql.placeholder('till')}::timestamptz), '[]')`,
      sessions: calendarSessionsJson(
        sql`${users.id}`,
        sql`${sql.placeholder('viewerId')}`,
        sql`${sql.placeholder('from')}::timestamptz`,
        sql`${sql.placeholder('till')}::timestamptz`,
      ),
    })
    .from(users)
    .leftJoin(availabilitySchedules, eq(availabilitySchedules.tutorId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('availability_calendar'),
);

/**
 * A calendar's owner (as `findTeacher` reads them) with their slots overlapping [from, till) and the sessions
 * `viewerId` may see (all for the tutor, else the viewer's own), in one statement. A calendar the viewer may not
 * read is read too, and dropped by the caller's check: one round trip for every calendar view is worth reading a
 * few rows that are never shown.
 */
export async function findCalendarOwner(
  q: Queryable,
  userId: number,
  viewerId: number,
  range: { from: Date; till: Date },
) {
  const [row] = await calendarStatement(q).execute({
    userId,
    viewerId,
    startAfter: new Date(range.from.getTime() - 30 * 60_000).toISOString(),
    from: range.from.toISOString(),
    till: range.till.toISOString(),
  });
  return (
    row && {
      ...row,
      slots: row.slots.map(
        ([id, startingAtMs, endingAtMs, isBooked]): CalendarSlotRow => ({
          id,
          startingAtMs,
          endingAtMs,
          isBooked,
        }),
      ),
    }
  );
}

/** The free slots from `from` on, earliest first (the profile's preview). */
export function findFreeSlotsFrom(q: Queryable, tutorId: number, from: Date, till: Date): Promise<SlotRow[]> {
  return q
    .select(slotColumns)
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, tutorId),
        not(availabilities.isBooked),
        gte(availabilities.startingAt, from),
        lt(availabilities.startingAt, till),
      ),
    )
    .orderBy(asc(availabilities.startingAt));
}

/** The tutor's own slots among `ids`, locked until the transaction ends (a booking cannot take one meanwhile). */
export function lockOwnSlots(tx: Tx, tutorId: number, ids: number[]): Promise<SlotRow[]> {
  return tx
    .select(slotColumns)
    .from(availabilities)
    .where(and(eq(availabilities.tutorId, tutorId), inArray(availabilities.id, ids)))
    .for('update');
}

export async function deleteSlots(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(availabilities).where(inArray(availabilities.id, ids));
}

export function insertSlots(
  tx: Tx,
  tutorId: number,
  slots: Array<{ start: Date; end: Date }>,
): Promise<SlotRow[]> {
  if (!slots.length) return Promise.resolve([]);
  return tx
    .insert(availabilities)
    .values(slots.map((slot) => ({ tutorId, startingAt: slot.start, endingAt: slot.end })))
    .returning(slotColumns);
}

/** The write met a slot of the tutor's already there (the exclusion constraint, or the same start). */
export function isOverlap(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '23P01' || code === '23505';
}
