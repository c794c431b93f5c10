import { and, asc, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { cancellations, sessionDisputes, tutoringSessions } from '../../platform/db/schema/index.ts';

export type DisputeRecord = typeof sessionDisputes.$inferSelect;

export async function lockSession(tx: Tx, id: number) {
  const [row] = await tx.select().from(tutoringSessions).where(eq(tutoringSessions.id, id)).for('update');
  return row;
}

export async function hasCancellation(q: Queryable, sessionId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: cancellations.id })
    .from(cancellations)
    .where(eq(cancellations.sessionId, sessionId));
  return Boolean(row);
}

export async function hasDispute(q: Queryable, sessionId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: sessionDisputes.id })
    .from(sessionDisputes)
    .where(eq(sessionDisputes.sessionId, sessionId));
  return Boolean(row);
}

/** Records the dispute unless the session has one already; answers it, or undefined when it had one. */
export async function insertDispute(tx: Tx, values: typeof sessionDisputes.$inferInsert) {
  const [row] = await tx
    .insert(sessionDisputes)
    .values(values)
    .onConflictDoNothing({ target: sessionDisputes.sessionId })
    .returning();
  return row;
}

export async function lockDispute(tx: Tx, id: number) {
  const [row] = await tx.select().from(sessionDisputes).where(eq(sessionDisputes.id, id)).for('update');
  return row;
}

export async function decideDispute(
  tx: Tx,
  id: number,
  outcome: Pick<DisputeRecord, 'status' | 'studentPence' | 'tutorPence' | 'decidedById' | 'decidedAt'>,
) {
  await tx.update(sessionDisputes).set(outcome).where(eq(sessionDisputes.id, id));
}

/** The session's money no longer waits for the release job: the admin's decision settled it. */
export async function clearReleaseDue(tx: Tx, sessionId: number) {
  await tx.update(tutoringSessions).set({ releaseDueAt: null }).where(eq(tutoringSessions.id, sessionId));
}

/**
 * The suspended tutor's sessions that took place (or are under way) with money still held: approved ones
 * (not completed yet) and completed ones not released yet, without a cancellation (which settles its own).
 */
export async function findHeldPastSessions(tx: Tx, tutorId: number, now: Date) {
  return tx
    .select({ id: tutoringSessions.id, pricePence: tutoringSessions.pricePence })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.tutorId, tutorId),
        lte(tutoringSessions.startingAt, now),
        or(
          eq(tutoringSessions.status, 'approved'),
          and(eq(tutoringSessions.status, 'completed'), isNotNull(tutoringSessions.releaseDueAt)),
        ),
        sql`NOT EXISTS (SELECT 1 FROM ${cancellations} WHERE ${cancellations.sessionId} = ${tutoringSessions.id})`,
      ),
    )
    .orderBy(asc(tutoringSessions.id));
}

/** One page of disputes: pending ones oldest first (the queue), decided ones newest decision first. */
export async function findDisputePage(
  q: Queryable,
  status: 'pending' | 'decided',
  page: { limit: number; offset: number },
) {
  const pending = status === 'pending';
  const where = pending ? eq(sessionDisputes.status, 'pending') : ne(sessionDisputes.status, 'pending');
  const order = pending
    ? [asc(sessionDisputes.createdAt), asc(sessionDisputes.id)]
    : [desc(sessionDisputes.decidedAt), desc(sessionDisputes.id)];
  const [rows, [count]] = await Promise.all([
    q
      .select({ id: sessionDisputes.id })
      .from(sessionDisputes)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    q
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sessionDisputes)
      .where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: count?.n ?? 0 };
}

export function findDisputes(q: Queryable, ids: number[]) {
  return q.select().from(sessionDisputes).where(inArray(sessionDisputes.id, ids));
}
