import {
  type AdminSessionDispute,
  type DecideSessionDisputeBody,
  type Language,
  MSG,
  penceToPounds,
} from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { notify } from '../notifications/index.ts';
import {
  refundSessionMoney,
  releaseSessionMoney,
  type SessionMoney,
  splitSessionMoney,
} from '../session-money/index.ts';
import { loadDisputeViews } from './list-disputes.ts';
import { type Shares, sharesOf } from './policy.ts';
import { clearReleaseDue, decideDispute, lockDispute, lockSession } from './repository.ts';

/** Moves the held money as decided, under the session's settlement key; false when it had been settled. */
async function settle(tx: Tx, session: SessionMoney, shares: Shares, now: Date): Promise<boolean> {
  const posted =
    shares.status === 'refunded'
      ? await refundSessionMoney(tx, session, now)
      : shares.status === 'released'
        ? await releaseSessionMoney(tx, session, now)
        : await splitSessionMoney(tx, session, shares, now);
  return posted.created;
}

/**
 * `POST /admin/session-disputes/{id}/decide`: an admin refunds the held money to the student, releases it to the
 * tutor, or splits it (two amounts adding up to what is held). Once: the dispute is locked and must be pending
 * (409 otherwise). Audited; both sides are told what each received.
 */
export async function decideSessionDispute(
  ctx: AppContext,
  actor: Actor | null,
  disputeId: number,
  body: DecideSessionDisputeBody,
  language: Language,
): Promise<AdminSessionDispute> {
  const admin = requireAdmin(actor);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const dispute = await lockDispute(tx, disputeId);
    if (!dispute) throw AppError.notFound();
    if (dispute.status !== 'pending') throw AppError.conflict(MSG.disputeAlreadyDecided);
    const shares = sharesOf(body, dispute.heldPence);
    const session = await lockSession(tx, dispute.sessionId);
    if (!session) throw AppError.notFound();
    const now = ctx.clock.now();
    if (!(await settle(tx, session, shares, now))) throw AppError.conflict(MSG.disputeAlreadyDecided);
    await decideDispute(tx, dispute.id, { ...shares, decidedById: admin.userId, decidedAt: now });
    await clearReleaseDue(tx, session.id);
    await recordAudit(tx, {
      actorId: admin.userId,
      action: 'session_dispute.decided',
      subjectType: 'session_dispute',
      subjectId: dispute.id,
      metadata: { session_id: session.id, ...shares },
      at: now,
    });
    for (const userId of [session.studentId, session.tutorId]) {
      await notify(ctx, tx, afterCommit, {
        userId,
        type: 'session.payment_decided',
        data: {
          session_id: session.id,
          status: shares.status,
          student_amount: penceToPounds(shares.studentPence).toFixed(2),
          tutor_amount: penceToPounds(shares.tutorPence).toFixed(2),
        },
      });
    }
  });
  const [view] = await loadDisputeViews(ctx, [disputeId], language);
  return view!;
}
