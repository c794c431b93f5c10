import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  availabilities,
  availabilitySchedules,
  cancellations,
  sessionReschedules,
  sessionSlots,
  tutoringSessions,
} from '../../platform/db/schema/index.ts';
import type { SessionRecord } from '../sessions/index.ts';

export type RescheduleRecord = typeof sessionReschedules.$inferSelect;

/** The session, locked for the caller's transaction (a proposal's answer and a cancellation take turns). */
export async function lockSession(tx: Tx, id: number): Promise<SessionRecord | undefined> {
  const [row] = await tx.select().from(tutoringSessions).where(eq(tutoringSessions.id, id)).for('update');
  return row;
}

/** The proposal, locked; its session is locked by the caller next (always proposal, session, then slots). */
export async function lockReschedule(tx: Tx, id: number): Promise<RescheduleRecord | undefined> {
  const [row] = await tx.select().from(sessionReschedules).where(eq(sessionReschedules.id, id)).for('update');
  return row;
}

export async function hasPendingCancellation(q: Queryable, sessionId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: cancellations.id })
    .from(cancellations)
    .where(and(eq(cancellations.sessionId, sessionId), eq(cancellations.status, 'pending')));
  return Boolean(row);
}

export async function findOpenReschedule(q: Queryable, sessionId: number) {
  const [row] = await q
    .select()
    .from(sessionReschedules)
    .where(and(eq(sessionReschedules.sessionId, sessionId), eq(sessionReschedules.status, 'open')));
  return row;
}

/** The slots asked for, with the booking rules (minimum notice, horizon) of their tutor, if saved. */
export function findSlotsWithRules(q: Queryable, ids: number[]) {
  return q
    .select({
      id: availabilities.id,
      tutorId: availabilities.tutorId,
      startingAt: availabilities.startingAt,
      endingAt: availabilities.endingAt,
      isBooked: availabilities.isBooked,
      rules: {
        minNoticeHours: availabilitySchedules.minNoticeHours,
        bookingHorizonDays: availabilitySchedules.bookingHorizonDays,
      },
    })
    .from(availabilities)
    .leftJoin(availabilitySchedules, eq(availabilitySchedules.tutorId, availabilities.tutorId))
    .where(sql`${availabilities.id} = ANY(${sql.param(ids)}::integer[])`);
}

export async function insertReschedule(tx: Tx, values: typeof sessionReschedules.$inferInsert) {
  const [row] = await tx.insert(sessionReschedules).values(values).returning();
  return row!;
}

export async function closeReschedule(
  tx: Tx,
  id: number,
  status: 'accepted' | 'declined' | 'withdrawn',
  at: Date,
) {
  await tx.update(sessionReschedules).set({ status, decidedAt: at }).where(eq(sessionReschedules.id, id));
}

/**
 * Takes the tutor's slots of the new time if every one is still free (the conditional update booking uses: a
 * slot booked or removed meanwhile is not taken). Answers how many were taken.
 */
export async function claimFreeSlots(tx: Tx, ids: number[], tutorId: number): Promise<number> {
  const rows = await tx
    .update(availabilities)
    .set({ isBooked: true })
    .where(
      and(
        sql`${availabilities.id} = ANY(${sql.param(ids)}::integer[])`,
        eq(availabilities.tutorId, tutorId),
        eq(availabilities.isBooked, false),
      ),
    )
    .returning({ id: availabilities.id });
  return rows.length;
}

/** The session now occupies `ids` instead of its old slots (freed by the caller first). */
export async function relinkSessionSlots(tx: Tx, sessionId: number, ids: number[]) {
  await tx.delete(sessionSlots).where(eq(sessionSlots.sessionId, sessionId));
  await tx.insert(sessionSlots).values(ids.map((availabilityId) => ({ sessionId, availabilityId })));
}

export async function moveSession(tx: Tx, id: number, changes: Partial<SessionRecord>) {
  const [row] = await tx.update(tutoringSessions).set(changes).where(eq(tutoringSessions.id, id)).returning();
  return row!;
}

export function findReschedulesOfSession(q: Queryable, sessionId: number) {
  return q
    .select()
    .from(sessionReschedules)
    .where(eq(sessionReschedules.sessionId, sessionId))
    .orderBy(asc(sessionReschedules.createdAt), asc(sessionReschedules.id));
}

/**
 * Open proposals that can no longer be accepted become `lapsed`: the proposed or the original start has come,
 * or the session is no longer requested or confirmed (cancelled, rejected, expired). Answers how many.
 */
export async function lapseSpentReschedules(q: Queryable, now: Date): Promise<number> {
  const { rows } = await q.execute<{ id: number }>(sql`
    UPDATE ${sessionReschedules} r SET status = 'lapsed', decided_at = ${now.toISOString()}::timestamptz
    FROM ${tutoringSessions} s
    WHERE r.session_id = s.id AND r.status = 'open'
      AND (r.starting_at <= ${now.toISOString()}::timestamptz
        OR s.starting_at <= ${now.toISOString()}::timestamptz
        OR s.status NOT IN ('determination_pending', 'approved'))
    RETURNING r.id`);
  return rows.length;
}

export async function findSessionPeople(q: Queryable, id: number) {
  const [row] = await q
    .select({
      id: tutoringSessions.id,
      studentId: tutoringSessions.studentId,
      tutorId: tutoringSessions.tutorId,
    })
    .from(tutoringSessions)
    .where(eq(tutoringSessions.id, id));
  return row;
}

/** The tutor's buffer between lessons (0 when no weekly hours are saved). */
export async function findBufferMinutes(q: Queryable, tutorId: number): Promise<number> {
  const [row] = await q
    .select({ bufferMinutes: availabilitySchedules.bufferMinutes })
    .from(availabilitySchedules)
    .where(eq(availabilitySchedules.tutorId, tutorId));
  return row?.bufferMinutes ?? 0;
}
