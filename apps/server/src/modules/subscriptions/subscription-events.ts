import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { postTransaction } from '../ledger/index.ts';
import { cancellationKey, isLive } from './policy.ts';
import {
  findCurrentSubscription,
  lockSubscriber,
  lockSubscriptionByProviderRef,
  type SubscriptionRow,
  updateSubscription,
} from './repository.ts';
import { creditUnusablePayment } from './unusable-payment.ts';

type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/**
 * A renewal was paid: the period moves on to `periodEnd`, the invoice is recorded, and the money is the
 * platform's revenue (provider -> platform, key `subscription_renewal:<invoice id>`). The provider took the money
 * whatever Kru thought of the subscription, so:
 * - a canceled one (the cancellation did not reach the provider) is extended and stays canceled, and the
 *   cancellation is sent again;
 * - an expired one (a retried charge that succeeded late) comes back to life, unless the person has started
 *   another since that is live: then the money goes to their wallet and the old one is stopped at the provider.
 * An unknown subscription, or an invoice already recorded as paid, changes nothing (a failed invoice that a
 * retry later paid is a renewal like any other). A period never moves back (events may arrive out of order).
 */
export async function applyRenewal(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  event: EventOf<'subscription.renewed'>,
): Promise<void> {
  const subscription = await lockSubscriptionByProviderRef(tx, event.subscriptionRef);
  if (!subscription || isPaid(subscription.latestInvoice, event.invoiceId)) return;
  const now = ctx.clock.now();
  const money = {
    idempotencyKey: `subscription_renewal:${event.invoiceId}`,
    reference: { subscription_id: subscription.id, invoice_id: event.invoiceId },
  };

  let status = subscription.status;
  if (status === 'expired') {
    await lockSubscriber(tx, subscription.userId);
    const current = await findCurrentSubscription(tx, subscription.userId);
    if (current && isLive(current.subscription, now)) {
      await creditUnusablePayment(ctx, tx, afterCommit, {
        ...money,
        userId: subscription.userId,
        amountPence: event.amountPence,
        providerSubscriptionRef: event.subscriptionRef,
      });
      return;
    }
    if (current) await updateSubscription(tx, current.subscription.id, { status: 'expired' }, now);
    status = 'active';
  }
  await updateSubscription(
    tx,
    subscription.id,
    {
      status,
      endingAt: event.periodEnd > subscription.endingAt ? event.periodEnd : subscription.endingAt,
      latestInvoice: {
        id: event.invoiceId,
        amount_pence: event.amountPence,
        status: 'paid',
        paid_at: now.toISOString(),
      },
    },
    now,
  );
  await postTransaction(
    tx,
    {
      ...money,
      kind: 'subscription',
      userId: subscription.userId,
      entries: [
        { account: { kind: 'provider' }, amountPence: -event.amountPence },
        { account: { kind: 'platform' }, amountPence: event.amountPence },
      ],
    },
    now,
  );
  if (status === 'canceled') {
    const ref = event.subscriptionRef;
    const idempotencyKey = cancellationKey('cancel', subscription);
    afterCommit(() => ctx.payments.cancelSubscription({ providerRef: ref, idempotencyKey }));
  }
}

function isPaid(invoice: SubscriptionRow['latestInvoice'], invoiceId: string): boolean {
  return invoice?.id === invoiceId && invoice.status === 'paid';
}

/** A renewal charge was declined: the subscription expires (no money moved), the failed invoice is kept. */
export async function applyRenewalFailure(
  ctx: AppContext,
  tx: Tx,
  _afterCommit: AfterCommit,
  event: EventOf<'subscription.renewal_failed'>,
): Promise<void> {
  const subscription = await lockSubscriptionByProviderRef(tx, event.subscriptionRef);
  if (!subscription || subscription.status === 'expired') return;
  await updateSubscription(
    tx,
    subscription.id,
    {
      status: 'expired',
      latestInvoice: {
        id: event.invoiceId,
        amount_pence: subscription.pricePence,
        status: 'failed',
        paid_at: null,
      },
    },
    ctx.clock.now(),
  );
}

/** The provider ended the subscription: it is expired. */
export async function endSubscription(
  ctx: AppContext,
  tx: Tx,
  _afterCommit: AfterCommit,
  event: EventOf<'subscription.ended'>,
): Promise<void> {
  const subscription = await lockSubscriptionByProviderRef(tx, event.subscriptionRef);
  if (!subscription || subscription.status === 'expired') return;
  await updateSubscription(tx, subscription.id, { status: 'expired' }, ctx.clock.now());
}
