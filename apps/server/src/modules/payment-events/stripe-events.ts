import type Stripe from 'stripe';
import { type PaymentEvent, stripeDeclineReason } from '../../platform/payments/index.ts';

type PayoutAccountStatus = Extract<PaymentEvent, { type: 'payout_account.updated' }>['status'];

/** Stripe ids arrive as a string or, when expanded, as the object itself. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function fromUnixSeconds(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** Our payment id, which every Checkout Session carries as its client reference and in its metadata. */
function paymentIdOf(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.payment_id ?? null;
}

/**
 * The subscription an invoice bills: under `parent.subscription_details` since API 2025-03-31, on the invoice
 * itself before (events keep the API version of the endpoint that receives them).
 */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}

/** The end of the period an invoice paid for: its subscription line's, else the latest line's. */
function periodEndOfInvoice(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end) => end != null);
  return fromUnixSeconds(ends.length ? Math.max(...ends) : null);
}

/**
 * What Kru makes of a connected account: `verified` once Stripe pays out to it; `problem` when Stripe disabled
 * it or something is overdue (the holder must rectify it); `pending` while Stripe checks what was submitted;
 * `incomplete` until the holder finished onboarding.
 */
export function payoutAccountStatusOf(account: Stripe.Account): {
  status: PayoutAccountStatus;
  problemReason: string | null;
} {
  if (account.payouts_enabled) return { status: 'verified', problemReason: null };
  const requirements = account.requirements;
  const pastDue = requirements?.past_due ?? [];
  if (requirements?.disabled_reason || pastDue.length > 0) {
    const problemReason = requirements?.disabled_reason ?? `past_due: ${pastDue.join(', ')}`;
    return { status: 'problem', problemReason };
  }
  if (account.details_submitted) return { status: 'pending', problemReason: null };
  return { status: 'incomplete', problemReason: null };
}

/** A refund that reached a final state, from `refund.*` or `charge.refund.updated`; null while it is pending. */
function settledRefund(eventId: string, refund: Stripe.Refund): PaymentEvent | null {
  const refundId = refund.metadata?.refund_id;
  if (!refundId) return null;
  if (refund.status === 'succeeded')
    return { id: eventId, type: 'refund.settled', refundId, status: 'succeeded' };
  if (refund.status === 'failed' || refund.status === 'canceled') {
    const reason = refund.failure_reason ?? refund.status;
    return { id: eventId, type: 'refund.settled', refundId, status: 'failed', reason };
  }
  return null;
}

/**
 * A Stripe event in Kru's terms, or null when Kru has nothing to do with it (another type, an object Kru did not
 * create, a state that is not final yet). Pure: the webhook route verifies the signature before and applies the
 * result after.
 */
export function translateStripeEvent(event: Stripe.Event): PaymentEvent | null {
  const id = event.id;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentId = paymentIdOf(session);
      // A delayed payment method completes the session unpaid; its async_payment_* event follows.
      if (!paymentId || session.payment_status === 'unpaid') return null;
      return {
        id,
        type: 'checkout.succeeded',
        paymentId,
        chargeRef: idOf(session.payment_intent),
        subscriptionRef: idOf(session.subscription),
        periodEnd: null,
      };
    }
    case 'checkout.session.async_payment_failed': {
      const paymentId = paymentIdOf(event.data.object);
      return paymentId ? { id, type: 'checkout.failed', paymentId, reason: 'payment_failed' } : null;
    }
    case 'payment_intent.payment_failed': {
      // A card declined inside Checkout (its PaymentIntent carries our payment id): the session stays open for
      // another card, so the reason is kept for the payer without failing the payment.
      const intent = event.data.object;
      const paymentId = intent.metadata?.payment_id;
      if (!paymentId) return null;
      return {
        id,
        type: 'checkout.declined',
        paymentId,
        reason: stripeDeclineReason(intent.last_payment_error),
      };
    }
    case 'checkout.session.expired': {
      const paymentId = paymentIdOf(event.data.object);
      return paymentId ? { id, type: 'checkout.expired', paymentId } : null;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      // The first invoice is the checkout itself (checkout.session.completed); only later cycles renew.
      if (invoice.billing_reason !== 'subscription_cycle' || !invoice.id) return null;
      const subscriptionRef = subscriptionOfInvoice(invoice);
      const periodEnd = periodEndOfInvoice(invoice);
      if (!subscriptionRef || !periodEnd) return null;
      return {
        id,
        type: 'subscription.renewed',
        subscriptionRef,
        invoiceId: invoice.id,
        amountPence: invoice.amount_paid,
        periodEnd,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      if (invoice.billing_reason !== 'subscription_cycle' || !invoice.id) return null;
      const subscriptionRef = subscriptionOfInvoice(invoice);
      if (!subscriptionRef) return null;
      return { id, type: 'subscription.renewal_failed', subscriptionRef, invoiceId: invoice.id };
    }
    case 'customer.subscription.deleted':
      return { id, type: 'subscription.ended', subscriptionRef: event.data.object.id };
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return settledRefund(id, event.data.object);
    case 'account.updated': {
      const account = event.data.object;
      return { id, type: 'payout_account.updated', accountId: account.id, ...payoutAccountStatusOf(account) };
    }
    case 'payout.paid':
    case 'payout.failed': {
      const payout = event.data.object;
      // Only bank payouts Kru started carry our payout id (not Stripe's own payouts of the platform).
      const payoutId = payout.metadata?.payout_id;
      if (!payoutId) return null;
      if (event.type === 'payout.paid') return { id, type: 'payout.settled', payoutId, status: 'paid' };
      const reason = payout.failure_message ?? payout.failure_code ?? 'payout_failed';
      return { id, type: 'payout.settled', payoutId, status: 'failed', reason };
    }
    default:
      return null;
  }
}

/**
 * The transfer to take back after a bank payout failed (its money is back in the connected account's Stripe
 * balance), or null when the event is not such a failure.
 */
export function transferToReverse(
  event: Stripe.Event,
): { transferId: string; amountPence: number; payoutId: string } | null {
  if (event.type !== 'payout.failed') return null;
  const payout = event.data.object;
  const payoutId = payout.metadata?.payout_id;
  const transferId = payout.metadata?.transfer_id;
  if (!payoutId || !transferId) return null;
  return { transferId, amountPence: payout.amount, payoutId };
}
