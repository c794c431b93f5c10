import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { lockUserAccount } from '../ledger/index.ts';
import { answerDueAt } from './policy.ts';
import { lockPayableRequests, transitionSession } from './repository.ts';
import { holdAndAskTutor } from './session-steps.ts';

/**
 * After a top-up lands (inside its transaction): the user's payment_pending requests still payable, oldest
 * first, are held and sent to their tutors while the wallet covers them; the first one it does not cover, and
 * those after it, keep waiting. Answers how many went ahead.
 */
export async function resumePaymentPendingSessions(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  userId: number,
): Promise<number> {
  const now = ctx.clock.now();
  let { balancePence } = await lockUserAccount(tx, userId, 'wallet');
  const requests = await lockPayableRequests(tx, userId, now);
  let resumed = 0;
  for (const request of requests) {
    if (balancePence < request.pricePence) break;
    const session = await transitionSession(tx, request.id, 'payment_pending', {
      status: 'determination_pending',
      answerDueAt: answerDueAt(now, request.startingAt),
      updatedAt: now,
    });
    if (!session) continue;
    await holdAndAskTutor(ctx, tx, afterCommit, session, now);
    balancePence -= session.pricePence;
    resumed += 1;
  }
  return resumed;
}
