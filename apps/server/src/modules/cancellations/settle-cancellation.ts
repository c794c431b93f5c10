import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { restoreBufferedSlots } from '../availability/index.ts';
import { notify } from '../notifications/index.ts';
import { tellParents } from '../parents/index.ts';
import { refundSessionMoney, releaseSessionMoney } from '../session-money/index.ts';
import { freeSessionSlots, type SessionRecord } from '../sessions/index.ts';
import { type CancellationRecord, closeSession, decideCancellation } from './repository.ts';

/**
 * A student's pending cancellation decided (by the tutor, or refunded when the tutor let the session end):
 * the session is cancelled and its time freed; the held money goes back to the student (`refunded`) or to the
 * tutor's earnings (`kept`) under the session's one settlement key. The student and their parents are told.
 */
export async function settleCancellation(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  cancellation: CancellationRecord,
  session: SessionRecord,
  status: 'refunded' | 'kept',
  now: Date,
) {
  await decideCancellation(tx, cancellation.id, status, now);
  await closeSession(tx, session.id, 'cancelled_by_student', now);
  await freeSessionSlots(tx, session.id);
  await restoreBufferedSlots(tx, session.tutorId, { start: session.startingAt, end: session.endingAt }, now);
  if (status === 'kept') await releaseSessionMoney(tx, session, now);
  else await refundSessionMoney(tx, session, now);
  await notify(ctx, tx, afterCommit, {
    userId: session.studentId,
    type: 'cancellation.decided',
    data: { session_id: session.id, cancellation_id: cancellation.id, status },
  });
  await tellParents(ctx, tx, afterCommit, { sessionId: session.id, event: 'cancelled' });
}
