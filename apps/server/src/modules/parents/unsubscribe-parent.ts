import type { ParentSubscription } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { linkTarget, subscriptionOf } from './get-parent-subscription.ts';
import { insertUnsubscribe } from './repository.ts';

/**
 * `POST /public/parents/unsubscribe?token=` (the page's button, and mail clients' one-click per RFC 8058): that
 * contact receives nothing more about that student. Idempotent: again, it answers the same.
 */
export async function unsubscribeParent(ctx: AppContext, token: string): Promise<ParentSubscription> {
  return inTransaction(ctx.db, async (tx) => {
    const { link, student } = await linkTarget(ctx, tx, token);
    await insertUnsubscribe(tx, link.studentId, link.email, ctx.clock.now());
    return subscriptionOf(tx, link, student);
  });
}
