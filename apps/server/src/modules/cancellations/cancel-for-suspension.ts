import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { notify } from '../notifications/index.ts';
import { refundSessionMoney } from '../session-money/index.ts';
import { freeSessionSlots } from '../sessions/index.ts';
import { closeSession, findCancellationOfSession, lockFutureOpenSessions } from './repository.ts';
import { settleCancellation } from './settle-cancellation.ts';

/**
 * Inside the suspension's transaction: every session of the tutor that has not started is cancelled, its time
 * freed and its held money refunded to the student, who is told. A pending cancellation of one is refunded as
 * if the tutor had decided so. Answers how many were cancelled.
 */
export async function cancelSuspendedTutorSessions(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  tutorId: number,
  now: Date,
): Promise<number> {
  const sessions = await lockFutureOpenSessions(tx, tutorId, now);
  for (const session of sessions) {
    const cancellation = await findCancellationOfSession(tx, session.id);
    if (cancellation?.status === 'pending') {
      await settleCancellation(ctx, tx, afterCommit, cancellation, session, 'refunded', now);
      continue;
    }
    await closeSession(tx, session.id, 'tutor_suspended', now);
    await freeSessionSlots(tx, session.id);
    // A payment_pending request never had its money held: there is nothing to give back.
    const held = session.status !== 'payment_pending';
    if (held) await refundSessionMoney(tx, session, now);
    await notify(ctx, tx, afterCommit, {
      userId: session.studentId,
      type: 'session.tutor_suspended',
      data: { session_id: session.id, status: held ? 'refunded' : 'unpaid' },
    });
  }
  return sessions.length;
}
