import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { cancellations, tutoringSessions } from '../../platform/db/schema/index.ts';
import { OPEN_STATUSES, type SessionRecord } from '../sessions/index.ts';
export type CancellationRecord = typeof cancellations.$inferSelect;

/** The session, locked for the caller's transaction (a cancellation and a job or a decision take turns). */
export async function lockSession(tx: Tx, id: number): Promise<SessionRecord | undefined> {
  const [row] = await tx.select().from(tutoringSessions).where(eq(tutoringSessions.id, id)).for('update');
  return row;
}

export async function findCancellationOfSession(q: Queryable, sessionId: number) {
  const [row] = await q.select().from(cancellations).where(eq(cancellations.sessionId, sessionId));
  return row;
}

/** The cancellation, locked; its session is locked by the caller next (always session after cancellation). */
export async function lockCancellation(tx: Tx, id: number): Promise<CancellationRecord | undefined> {
  const [row] = await tx.select().from(cancellations).where(eq(cancellations.id, id)).for('update');
  return row;
}

export async function insertCancellation(tx: Tx, values: typeof cancellations.$inferInsert) {
  const [row] = await tx.insert(cancellations).values(values).returning();
  return row!;
}

export async function decideCancellation(tx: Tx, id: number, status: 'refunded' | 'kept', at: Date) {
  await tx.update(cancellations).set({ status, decidedAt: at }).where(eq(cancellations.id, id));
}

export async function closeSession(
  tx: Tx,
  id: number,
  closeReason: 'cancelled_by_student' | 'cancelled_by_tutor' | 'tutor_suspended',
  at: Date,
) {
  await tx
    .update(tutoringSessions)
    .set({ status: 'cancelled', closeReason, closedAt: at, updatedAt: at })
    .where(eq(tutoringSessions.id, id));
}

/** Pending cancellations whose tutor has not decided in time, oldest deadline first. */
export async function findOverdueCancellationIds(q: Queryable, now: Date, limit: number) {
  const rows = await q
    .select({ id: cancellations.id })
    .from(cancellations)
    .where(and(eq(cancellations.status, 'pending'), lte(cancellations.decideBy, now)))
    .orderBy(asc(cancellations.decideBy))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A tutor's sessions that still hold time and have not started, locked in id order (the suspension's). */
export function lockFutureOpenSessions(tx: Tx, tutorId: number, now: Date): Promise<SessionRecord[]> {
  return tx
    .select()
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.tutorId, tutorId),
        inArray(tutoringSessions.status, [...OPEN_STATUSES]),
        gt(tutoringSessions.startingAt, now),
      ),
    )
    .orderBy(asc(tutoringSessions.id))
    .for('update');
}
