import { type Language, MSG, type Subscription } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { providerOf } from '../../platform/payments/index.ts';
import { cancellationKey, mayResume } from './policy.ts';
import { presentSubscription } from './presenter.ts';
import { findPlan, lockCurrentSubscription, type SubscriptionRow, updateSubscription } from './repository.ts';

/**
 * `POST /subscription/resume` (beyond the spec's calls): a subscription canceled in its grace period renews
 * again, as if never canceled (`canceled_at` cleared, status active). No money moves: the period is paid. An
 * active one answers as it is (idempotent); nothing live to resume is a 409. The provider is told before
 * commit, the row locked meanwhile: were it told after, a failed call would leave Kru showing a renewal the
 * provider will not make. Should the commit fail after the provider agreed, its renewal payment finds the
 * subscription canceled and sends the cancellation again (`applyRenewal`).
 */
export async function resumeSubscription(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<Subscription> {
  const now = ctx.clock.now();
  const resumed = await inTransaction(ctx.db, async (tx) => {
    const current = await lockCurrentSubscription(tx, actor.userId);
    if (!current || !mayResume(current, now)) throw AppError.conflict(MSG.nothingToResume);
    if (current.status === 'active') return current;
    await renewAtProvider(ctx, current);
    return updateSubscription(tx, current.id, { status: 'active', canceledAt: null }, now);
  });
  const plan = await findPlan(ctx.db, resumed.planId);
  if (!plan) throw new Error(`plan ${resumed.planId} vanished`);
  return presentSubscription(resumed, plan, now, language);
}

async function renewAtProvider(ctx: AppContext, subscription: SubscriptionRow): Promise<void> {
  if (!subscription.providerRef) return;
  const provider = providerOf(ctx.payments, subscription.provider);
  try {
    if (!provider) throw new Error(`provider ${subscription.provider} is not configured`);
    await provider.resumeSubscription({
      providerRef: subscription.providerRef,
      idempotencyKey: cancellationKey('resume', subscription),
    });
  } catch (err) {
    console.warn(`[subscriptions] could not resume ${subscription.id}: ${(err as Error).message}`);
    throw new AppError('UNAVAILABLE', MSG.subscriptionResumeUnavailable);
  }
}
