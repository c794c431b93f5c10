import { type CancelSessionBody, type Language, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { restoreBufferedSlots } from '../availability/index.ts';
import { notify } from '../notifications/index.ts';
import { tellParents } from '../parents/index.ts';
import { refundSessionMoney } from '../session-money/index.ts';
import { freeSessionSlots, loadSessionViews } from '../sessions/index.ts';
import { cancellationOutcome, isCancellable } from './policy.ts';
import { closeSession, findCancellationOfSession, insertCancellation, lockSession } from './repository.ts';

/**
 * Either participant cancels a session that has not started. Free cancellations (more than 24 hours ahead, by
 * the tutor, or of a request not yet approved) close the session at once, refund what was held and free its
 * time; a student's within 24 hours waits for the tutor's decision, and the session stays approved until then.
 */
export async function cancelSession(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  body: CancelSessionBody,
  language: Language,
) {
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    const session = await lockSession(tx, sessionId);
    const by =
      session?.studentId === actor.userId ? 'student' : session?.tutorId === actor.userId ? 'teacher' : null;
    if (!session || !by) throw AppError.notFound();
    const existing = await findCancellationOfSession(tx, session.id);
    if (existing?.status === 'pending') throw AppError.conflict(MSG.cancellationAlreadyRequested);
    if (existing || !isCancellable(session, now)) throw AppError.conflict(MSG.sessionNotCancellable);

    const outcome = cancellationOutcome(session, by, now);
    await insertCancellation(tx, {
      sessionId: session.id,
      requestedById: actor.userId,
      requestedByRole: by,
      reason: body.reason,
      status: outcome,
      decideBy: outcome === 'pending' ? session.endingAt : null,
      decidedAt: outcome === 'refunded' ? now : null,
      createdAt: now,
    });
    if (outcome === 'pending') {
      await notify(ctx, tx, afterCommit, {
        userId: session.tutorId,
        type: 'cancellation.requested',
        data: { session_id: session.id, reason: body.reason },
      });
      return;
    }
    await closeSession(tx, session.id, by === 'student' ? 'cancelled_by_student' : 'cancelled_by_tutor', now);
    await freeSessionSlots(tx, session.id);
    await restoreBufferedSlots(
      tx,
      session.tutorId,
      { start: session.startingAt, end: session.endingAt },
      now,
    );
    // A payment_pending request never had its money held: there is nothing to give back.
    if (session.status !== 'payment_pending') await refundSessionMoney(tx, session, now);
    await notify(ctx, tx, afterCommit, {
      userId: by === 'student' ? session.tutorId : session.studentId,
      type: 'session.cancelled',
      data: { session_id: session.id, reason: body.reason },
    });
    await tellParents(ctx, tx, afterCommit, { sessionId: session.id, event: 'cancelled' });
  });
  const [view] = await loadSessionViews(ctx, [sessionId], language);
  return view!;
}
