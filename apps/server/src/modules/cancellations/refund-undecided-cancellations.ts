import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { findOverdueCancellationIds, lockCancellation, lockSession } from './repository.ts';
import { settleCancellation } from './settle-cancellation.ts';

const BATCH = 500;

/**
 * The job (every minute): a pending cancellation the tutor has not decided by the session's end is refunded, as
 * if the tutor had chosen to. Each in its own transaction, re-checked under its lock, so a tutor deciding at the
 * same moment, or a second instance, wins or finds it done. Answers how many it refunded.
 */
export async function refundUndecidedCancellations(ctx: AppContext): Promise<number> {
  const ids = await findOverdueCancellationIds(ctx.db, ctx.clock.now(), BATCH);
  let refunded = 0;
  for (const id of ids) {
    const done = await inTransaction(ctx.db, async (tx, afterCommit) => {
      const now = ctx.clock.now();
      const cancellation = await lockCancellation(tx, id);
      if (cancellation?.status !== 'pending' || !cancellation.decideBy || cancellation.decideBy > now)
        return false;
      const session = await lockSession(tx, cancellation.sessionId);
      if (!session) return false;
      await settleCancellation(ctx, tx, afterCommit, cancellation, session, 'refunded', now);
      return true;
    });
    if (done) refunded += 1;
  }
  return refunded;
}
