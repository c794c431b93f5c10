import type { ParentSubscription } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { linkTarget, subscriptionOf } from './get-parent-subscription.ts';
import { deleteUnsubscribe } from './repository.ts';

/**
 * `POST /public/parents/resubscribe?token=`: the contact changes their mind through their own link (only they can:
 * the student sees the unsubscribe but cannot undo it). The student's consent still decides what is sent.
 */
export async function resubscribeParent(ctx: AppContext, token: string): Promise<ParentSubscription> {
  return inTransaction(ctx.db, async (tx) => {
    const { link, student } = await linkTarget(ctx, tx, token);
    await deleteUnsubscribe(tx, link.studentId, link.email);
    return subscriptionOf(tx, link, student);
  });
}
