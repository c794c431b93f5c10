import { type Language, penceToPounds, type Subscription } from '@kru/contract';
import { isLive, isOnGracePeriod } from './policy.ts';
import type { PlanRow, SubscriptionRow } from './repository.ts';

/** What presenting a subscription reads (the User's join selects just these). */
export type SubscriptionView = Pick<
  SubscriptionRow,
  'status' | 'billing' | 'pricePence' | 'startingAt' | 'endingAt' | 'canceledAt' | 'latestInvoice'
>;
export type PlanView = Pick<PlanRow, 'productId' | 'nameEn' | 'nameTh' | 'metasEn' | 'metasTh'>;

/** The plan's name in the language asked for. */
export function planName(plan: Pick<PlanRow, 'nameEn' | 'nameTh'>, language: Language): string {
  return language === 'th' ? plan.nameTh : plan.nameEn;
}

/** The Subscription entity of spec section 3; the plan's name and features in the request's language. */
export function presentSubscription(
  subscription: SubscriptionView,
  plan: PlanView,
  now: Date,
  language: Language,
): Subscription {
  const invoice = subscription.latestInvoice;
  return {
    starting_at: subscription.startingAt.toISOString(),
    ending_at: subscription.endingAt.toISOString(),
    canceled_at: subscription.canceledAt?.toISOString() ?? null,
    on_grace_period: isOnGracePeriod(subscription, now),
    type: { title: subscription.billing, price: penceToPounds(subscription.pricePence), currency: 'GBP' },
    status: subscription.status,
    // The same price id GET /public/subscription-fees lists.
    price_id: `${plan.productId}-${subscription.billing}`,
    product_id: plan.productId,
    product_name: planName(plan, language),
    metas: language === 'th' ? plan.metasTh : plan.metasEn,
    latest_invoice: invoice
      ? {
          id: invoice.id,
          amount: penceToPounds(invoice.amount_pence),
          status: invoice.status,
          paid_at: invoice.paid_at,
        }
      : null,
    show_cancellation: subscription.status === 'active',
  };
}

/** The live subscription as the User and GET /user/subscription show it, or null when there is none. */
export function presentLiveSubscription(
  subscription: SubscriptionView | null | undefined,
  plan: PlanView | null | undefined,
  now: Date,
  language: Language,
): Subscription | null {
  if (!subscription || !plan || !isLive(subscription, now)) return null;
  return presentSubscription(subscription, plan, now, language);
}
