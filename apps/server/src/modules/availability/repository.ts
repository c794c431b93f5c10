import { and, asc, eq, gt, gte, inArray, lt, not, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { pgErrorCode } from '../../platform/db/errors.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { availabilities, availabilitySchedules, users } from '../../platform/db/schema/index.ts';

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
const teacherStatement = preparedQuery((q) =>
  q
    .select({
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
    })
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

/** The tutor's slots that overlap [from, till), earliest first (a calendar's: prepared). */
const slotsStatement = preparedQuery((q) =>
  q
    .select(slotColumns)
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, sql.placeholder('tutorId')),
        // A slot lasts 30 minutes, so bounding its start keeps the (tutor_id, starting_at) index in use.
        gt(availabilities.startingAt, sql.placeholder('startAfter')),
        gt(availabilities.endingAt, sql.placeholder('from')),
        lt(availabilities.startingAt, sql.placeholder('till')),
      ),
    )
    .orderBy(asc(availabilities.startingAt))
    .prepare('availability_calendar_slots'),
);

export function findSlots(
  q: Queryable,
  tutorId: number,
  range: { from: Date; till: Date },
): Promise<SlotRow[]> {
  return slotsStatement(q).execute({
    tutorId,
    startAfter: new Date(range.from.getTime() - 30 * 60_000).toISOString(),
    from: range.from.toISOString(),
    till: range.till.toISOString(),
  });
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
