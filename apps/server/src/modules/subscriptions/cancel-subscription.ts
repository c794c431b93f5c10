import type { Language, Subscription } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { cancellationKey, cancellationRefusal } from './policy.ts';
import { presentSubscription } from './presenter.ts';
import { findPlan, lockCurrentSubscription, updateSubscription } from './repository.ts';

/**
 * `POST /subscription/cancel`: an active subscription stops renewing. It stays usable until `ending_at` (the
 * grace period) and nothing is refunded (spec section 9). None to cancel is a 404, a second cancel a 409. The
 * provider is told after commit; should that call fail, a renewal it still charges is handled by
 * `applyRenewal`, which sends the cancellation again.
 */
export async function cancelSubscription(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<Subscription> {
  const now = ctx.clock.now();
  const canceled = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const current = await lockCurrentSubscription(tx, actor.userId);
    const refusal = cancellationRefusal(current);
    if (!current || refusal) {
      throw current ? AppError.conflict(refusal!) : new AppError('NOT_FOUND', refusal!);
    }
    const row = await updateSubscription(tx, current.id, { status: 'canceled', canceledAt: now }, now);
    if (row.providerRef) {
      const providerRef = row.providerRef;
      const idempotencyKey = cancellationKey('cancel', row);
      afterCommit(() => ctx.payments.cancelSubscription({ providerRef, idempotencyKey }));
    }
    return row;
  });
  const plan = await findPlan(ctx.db, canceled.planId);
  if (!plan) throw new Error(`plan ${canceled.planId} vanished`);
  return presentSubscription(canceled, plan, now, language);
}
