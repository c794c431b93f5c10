import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { formatTime } from '../../platform/format-time.ts';
import { subscribedEmail } from '../../platform/mail/templates.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { fullName } from '../../platform/person-name.ts';
import { postTransaction } from '../ledger/index.ts';
import type { PaymentRow } from '../wallet/index.ts';
import { billingPeriodEnd, isLive } from './policy.ts';
import { planName } from './presenter.ts';
import {
  findCurrentSubscription,
  findPlan,
  findSubscriber,
  findSubscriptionByFirstPayment,
  insertSubscription,
  lockSubscriber,
  updateSubscription,
} from './repository.ts';
import { creditUnusablePayment } from './unusable-payment.ts';

type CheckoutSucceeded = Extract<PaymentEvent, { type: 'checkout.succeeded' }>;

/**
 * A paid subscription checkout: the subscription becomes active from now to the end of its first period (the
 * provider's when it says so), and the payment is the platform's revenue (provider -> platform, key
 * `subscription:<payment id>`). The subscriber is e-mailed after commit. A payment made while another
 * subscription is live (two checkouts paid) is credited to the wallet instead, never lost.
 */
export async function activateSubscription(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  payment: PaymentRow,
  event: CheckoutSucceeded,
): Promise<void> {
  if (!payment.planId || !payment.billing) throw new Error(`payment ${payment.id} names no plan`);
  if (await findSubscriptionByFirstPayment(tx, payment.id)) return;
  const now = ctx.clock.now();
  await lockSubscriber(tx, payment.userId);

  const current = await findCurrentSubscription(tx, payment.userId);
  if (current && isLive(current.subscription, now)) {
    await creditUnusablePayment(ctx, tx, afterCommit, {
      userId: payment.userId,
      amountPence: payment.amountPence,
      idempotencyKey: `subscription:${payment.id}`,
      reference: { payment_id: payment.id },
      providerSubscriptionRef: event.subscriptionRef ?? null,
    });
    return;
  }
  // A canceled subscription whose period has ended makes way for the new one.
  if (current) await updateSubscription(tx, current.subscription.id, { status: 'expired' }, now);

  const endingAt = event.periodEnd ?? billingPeriodEnd(now, payment.billing);
  const subscription = await insertSubscription(tx, {
    userId: payment.userId,
    planId: payment.planId,
    billing: payment.billing,
    status: 'active',
    pricePence: payment.amountPence,
    provider: payment.provider,
    providerRef: event.subscriptionRef ?? `sbx_sub_${payment.id}`,
    firstPaymentId: payment.id,
    startingAt: now,
    endingAt,
    latestInvoice: {
      id: payment.id,
      amount_pence: payment.amountPence,
      status: 'paid',
      paid_at: now.toISOString(),
    },
    createdAt: now,
    updatedAt: now,
  });
  await postTransaction(
    tx,
    {
      idempotencyKey: `subscription:${payment.id}`,
      kind: 'subscription',
      userId: payment.userId,
      entries: [
        { account: { kind: 'provider' }, amountPence: -payment.amountPence },
        { account: { kind: 'platform' }, amountPence: payment.amountPence },
      ],
      reference: { payment_id: payment.id, subscription_id: subscription.id },
    },
    now,
  );

  const subscriber = await findSubscriber(tx, payment.userId);
  const plan = await findPlan(tx, payment.planId);
  if (!subscriber || !plan) return;
  await ctx.mailer.enqueue(
    tx,
    subscribedEmail({
      to: subscriber.email,
      language: subscriber.language,
      name: fullName(subscriber),
      plan: planName(plan, subscriber.language),
      billing: payment.billing,
      renewsOn: formatTime(endingAt, subscriber.language, subscriber.timeZone, 'date'),
      link: `${ctx.config.appUrl}/fees`,
    }),
  );
  afterCommit(() => ctx.mailer.wake());
}
