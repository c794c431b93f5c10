import { isSafeReturnPath, type Language, MSG, type SubscriptionCheckoutQuery } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { startCheckout } from '../wallet/index.ts';
import { intervalOf, isLive, maySubscribe } from './policy.ts';
import { planName } from './presenter.ts';
import { findActivePlan, findCurrentSubscription, findSubscriber } from './repository.ts';

/**
 * `GET /subscription/checkout`: opens the provider's checkout for the plan's price of that billing period. Only
 * students subscribe (403), the plan must be on sale (422), and one live subscription at a time (409). The
 * subscription starts when the provider reports the payment (`activateSubscription`).
 */
export async function startSubscriptionCheckout(
  ctx: AppContext,
  actor: Actor,
  query: SubscriptionCheckoutQuery,
  language: Language,
): Promise<{ redirect_url: string }> {
  if (!maySubscribe(actor)) throw AppError.forbidden(MSG.subscriptionStudentsOnly);
  const returnPath = query.return_path ?? '/fees';
  if (!isSafeReturnPath(returnPath)) throw AppError.invalid('return_path', MSG.returnPathInvalid);
  const plan = await findActivePlan(ctx.db, query.product_id);
  if (!plan) throw AppError.invalid('product_id', MSG.planNotFound);
  const [current, subscriber] = await Promise.all([
    findCurrentSubscription(ctx.db, actor.userId),
    findSubscriber(ctx.db, actor.userId),
  ]);
  if (!subscriber) throw AppError.unauthenticated();
  if (current && isLive(current.subscription, ctx.clock.now()))
    throw AppError.conflict(MSG.alreadySubscribed);

  const { redirectUrl } = await startCheckout(ctx, {
    userId: actor.userId,
    email: subscriber.email,
    purpose: 'subscription',
    amountPence: query.type === 'monthly' ? plan.monthlyPricePence : plan.yearlyPricePence,
    description: translate(
      query.type === 'yearly' ? MSG.checkoutPlanYearly : MSG.checkoutPlanMonthly,
      language,
      { plan: planName(plan, language) },
    ),
    returnPath,
    planId: plan.id,
    billing: query.type,
    recurring: { interval: intervalOf(query.type), productId: plan.productId },
  });
  return { redirect_url: redirectUrl };
}
