import { MSG, SANDBOX_CARDS } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { findSettleableSandboxPayouts } from '../payouts/index.ts';
import {
  billingPeriodEnd,
  findDueSandboxSubscriptions,
  type SubscriptionRow,
} from '../subscriptions/index.ts';
import { findStaleSandboxCheckouts } from '../wallet/index.ts';
import { handlePaymentEvent } from './handle-payment-event.ts';

/**
 * The sandbox's bank: payouts started more than SANDBOX_PAYOUT_DELAY_SECONDS ago arrive (or, to the failing
 * test account, bounce). Each payout's event id is fixed, so a run that overlaps another changes nothing twice.
 */
export async function settleSandboxPayouts(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - ctx.config.sandboxPayoutDelaySeconds * 1000);
  const due = await findSettleableSandboxPayouts(ctx.db, before);
  let applied = 0;
  for (const payout of due) {
    const event: PaymentEvent =
      payout.outcome === 'pay'
        ? { id: `evt_sbx_payout_${payout.id}`, type: 'payout.settled', payoutId: payout.id, status: 'paid' }
        : {
            id: `evt_sbx_payout_${payout.id}`,
            type: 'payout.settled',
            payoutId: payout.id,
            status: 'failed',
            reason: MSG.payoutRejectedByBank,
          };
    if ((await handlePaymentEvent(ctx, 'sandbox', event)).applied) applied += 1;
  }
  return applied;
}

/** The renewal the sandbox's card network decides for one subscription period (ids fixed per period). */
export function sandboxRenewalEvent(
  subscription: SubscriptionRow & { sandboxCard: string | null },
): PaymentEvent | null {
  const subscriptionRef = subscription.providerRef;
  if (!subscriptionRef) return null;
  const period = `${subscription.id}_${subscription.endingAt.getTime()}`;
  const invoiceId = `sbx_in_${period}`;
  if (subscription.sandboxCard === SANDBOX_CARDS.renewalsDeclined) {
    return {
      id: `evt_sbx_renewal_failed_${period}`,
      type: 'subscription.renewal_failed',
      subscriptionRef,
      invoiceId,
    };
  }
  return {
    id: `evt_sbx_renewal_${period}`,
    type: 'subscription.renewed',
    subscriptionRef,
    invoiceId,
    amountPence: subscription.pricePence,
    periodEnd: billingPeriodEnd(subscription.endingAt, subscription.billing),
  };
}

/**
 * The sandbox's billing: every renewing subscription whose period has ended is charged again on its test card,
 * moving on by a month or a year, or failing (and so expiring) for the card that declines renewals.
 */
export async function renewSandboxSubscriptions(ctx: AppContext): Promise<number> {
  const due = await findDueSandboxSubscriptions(ctx.db, ctx.clock.now());
  let applied = 0;
  for (const subscription of due) {
    const event = sandboxRenewalEvent(subscription);
    if (event && (await handlePaymentEvent(ctx, 'sandbox', event)).applied) applied += 1;
  }
  return applied;
}

/** Like Stripe's Checkout Sessions, a sandbox checkout left open expires after a day. */
export const SANDBOX_CHECKOUT_LIFETIME_HOURS = 24;

/**
 * The sandbox's checkouts that nobody finished (the tab was closed) expire, as Stripe's do, through the same
 * `checkout.expired` event as an abandoned one; a booking waiting for that top-up lapses on its own.
 */
export async function expireStaleSandboxCheckouts(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - SANDBOX_CHECKOUT_LIFETIME_HOURS * 3600 * 1000);
  let applied = 0;
  for (const paymentId of await findStaleSandboxCheckouts(ctx.db, before)) {
    const event: PaymentEvent = { id: `evt_sbx_expired_${paymentId}`, type: 'checkout.expired', paymentId };
    if ((await handlePaymentEvent(ctx, 'sandbox', event)).applied) applied += 1;
  }
  return applied;
}
