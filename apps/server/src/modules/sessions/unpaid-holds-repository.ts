import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { tutoringSessions, users } from '../../platform/db/schema/index.ts';

/**
 * Locks the student's row for the rest of the transaction, so two bookings of one student count each other's
 * holds (NO KEY UPDATE: it does not block the inserts that merely reference the user).
 */
export async function lockStudentForHolds(tx: Tx, studentId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('no key update');
}

/**
 * The student's unpaid holds still running, and when their holds lapsed since `since`: a lapsed one is closed
 * `payment_lapsed` (at `closed_at`), or still `payment_pending` past its due time (the job has not run yet).
 */
export async function findUnpaidHoldFacts(tx: Tx, studentId: number, now: Date, since: Date) {
  const lapsedAt = sql<Date>`coalesce(${tutoringSessions.closedAt},
    least(${tutoringSessions.paymentDueAt}, ${tutoringSessions.startingAt}))`;
  const rows = await tx
    .select({
      open: sql<boolean>`${tutoringSessions.status} = 'payment_pending'
        AND ${tutoringSessions.paymentDueAt} > ${now} AND ${tutoringSessions.startingAt} > ${now}`,
      lapsedAt: sql<string>`${lapsedAt}`,
    })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.studentId, studentId),
        or(
          eq(tutoringSessions.status, 'payment_pending'),
          and(eq(tutoringSessions.closeReason, 'payment_lapsed'), gt(tutoringSessions.closedAt, since)),
        ),
      ),
    );
  const openHolds = rows.filter((row) => row.open).length;
  const lapses = rows.filter((row) => !row.open).map((row) => new Date(row.lapsedAt));
  return { openHolds, lapses };
}
