import type { ScheduleBody, TimeRange } from '@kru/contract';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { availabilities, availabilitySchedules } from '../../platform/db/schema/index.ts';

// The weekly hours' statements: the schedule row, and the slots made from it (availabilities.from_schedule).

export type ScheduleRow = typeof availabilitySchedules.$inferSelect;

export async function findSchedule(q: Queryable, tutorId: number): Promise<ScheduleRow | undefined> {
  const [row] = await q
    .select()
    .from(availabilitySchedules)
    .where(eq(availabilitySchedules.tutorId, tutorId));
  return row;
}

/** The schedule, locked until the transaction ends: one tutor's slots are remade by one writer at a time. */
export async function lockSchedule(tx: Tx, tutorId: number): Promise<ScheduleRow | undefined> {
  const [row] = await tx
    .select()
    .from(availabilitySchedules)
    .where(eq(availabilitySchedules.tutorId, tutorId))
    .for('update');
  return row;
}

export async function saveSchedule(
  tx: Tx,
  tutorId: number,
  body: ScheduleBody,
  now: Date,
): Promise<ScheduleRow> {
  const values = {
    weeklyHours: body.weekly_hours,
    dateOverrides: body.date_overrides,
    bufferMinutes: body.buffer_minutes,
    minNoticeHours: body.min_notice_hours,
    bookingHorizonDays: body.booking_horizon_days,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(availabilitySchedules)
    .values({ tutorId, ...values })
    .onConflictDoUpdate({ target: availabilitySchedules.tutorId, set: values })
    .returning();
  return row!;
}

export async function setMaterialisedUntil(tx: Tx, tutorId: number, until: Date): Promise<void> {
  await tx
    .update(availabilitySchedules)
    .set({ materialisedUntil: until })
    .where(eq(availabilitySchedules.tutorId, tutorId));
}

/** The tutor's booked slots overlapping [from, till): the time the schedule's slots keep clear of. */
export async function findBookedTimes(
  q: Queryable,
  tutorId: number,
  from: Date,
  till: Date,
): Promise<TimeRange[]> {
  const rows = await q
    .select({ start: availabilities.startingAt, end: availabilities.endingAt })
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, tutorId),
        availabilities.isBooked,
        gt(availabilities.endingAt, from),
        lt(availabilities.startingAt, till),
      ),
    )
    .orderBy(asc(availabilities.startingAt));
  return rows;
}

/**
 * Makes the tutor's free schedule slots from `from` on exactly `slots`: the others go, the missing ones come
 * (a slot that keeps its start keeps its id, so a booking page open meanwhile still books it). A new slot that
 * meets a painted or booked one is left out: ON CONFLICT DO NOTHING also answers the exclusion constraint.
 */
export async function replaceScheduleSlots(
  tx: Tx,
  tutorId: number,
  from: Date,
  slots: readonly TimeRange[],
  options: { keepOthers: boolean },
): Promise<void> {
  const starts = slots.map((slot) => slot.start.toISOString());
  if (!options.keepOthers) {
    await tx.execute(sql`
      DELETE FROM ${availabilities}
      WHERE tutor_id = ${tutorId} AND from_schedule AND NOT is_booked AND starting_at >= ${from.toISOString()}
        AND starting_at <> ALL(${sql.param(starts)}::timestamptz[])`);
  }
  if (!slots.length) return;
  await tx.execute(sql`
    INSERT INTO ${availabilities} (tutor_id, starting_at, ending_at, from_schedule)
    SELECT ${tutorId}, s, s + interval '30 minutes', true FROM unnest(${sql.param(starts)}::timestamptz[]) AS s
    ON CONFLICT DO NOTHING`);
}

/** Tutors with weekly hours whose slots stop before their horizon from `now` (the daily job's work). */
export function findSchedulesToRoll(q: Queryable, now: Date) {
  return q
    .select({ tutorId: availabilitySchedules.tutorId })
    .from(availabilitySchedules)
    .where(
      sql`coalesce(${availabilitySchedules.materialisedUntil}, '-infinity')
        < ${now.toISOString()}::timestamptz + ${availabilitySchedules.bookingHorizonDays} * interval '1 day'`,
    )
    .orderBy(asc(availabilitySchedules.tutorId));
}
