/**
 * The payment provider behind every card payment, refund and payout: the built-in sandbox (default, test mode)
 * or Stripe (when STRIPE_SECRET_KEY is set). Use cases talk only to this interface; what the provider reports
 * back arrives as a `PaymentEvent` through the payments module's one idempotent handler.
 */
export type ProviderName = 'sandbox' | 'stripe';

/**
 * The provider refused a request for good (Stripe answered 4xx): nothing moved, and asking again with the same
 * idempotency key gets the same answer. Any other failure (a timeout, a 5xx, a lost connection, a conflict with
 * a request still running) leaves the outcome unknown: the money stays pending until the provider's event or a
 * retry with the same key tells.
 */
export class ProviderRefusal extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'ProviderRefusal';
  }
}

export interface CheckoutRequest {
  /** Our payment id: the provider carries it back in its events. */
  paymentId: string;
  purpose: 'top_up' | 'subscription';
  amountPence: number;
  /** What the payer sees ("Kru wallet top-up", "Kru Plus, monthly"). */
  description: string;
  customerEmail: string;
  /** Absolute URLs the payer's browser is sent to afterwards. */
  successUrl: string;
  cancelUrl: string;
  /** Subscriptions: the billing interval of the recurring price. */
  recurring?: { interval: 'month' | 'year'; productId: string };
  idempotencyKey: string;
}

export interface RefundRequest {
  refundId: string;
  /** The charge (or payment intent) the money came from. */
  chargeRef: string;
  amountPence: number;
  idempotencyKey: string;
}

export interface PayoutAccountLinkRequest {
  userId: number;
  email: string;
  /** The provider's account id when one exists already. */
  accountId: string | null;
  returnUrl: string;
  refreshUrl: string;
  idempotencyKey: string;
}

export interface PayoutRequest {
  payoutId: string;
  accountId: string;
  amountPence: number;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; url: string }>;
  /**
   * Sends money back to the card; the result may be final at once or follow as a `refund.settled` event.
   * Throws `ProviderRefusal` when the provider refused it for good; any other error leaves the outcome unknown.
   */
  refund(
    request: RefundRequest,
  ): Promise<{ providerRef: string; status: 'pending' | 'succeeded' | 'failed' }>;
  createPayoutAccountLink(request: PayoutAccountLinkRequest): Promise<{ accountId: string; url: string }>;
  /**
   * Starts a transfer to the bank; it settles later as a `payout.settled` event. Throws `ProviderRefusal` when
   * no money moved for good; any other error leaves the outcome unknown.
   */
  payout(request: PayoutRequest): Promise<{ providerRef: string }>;
  /** Stops renewal at the end of the period (no refund). */
  cancelSubscription(request: { providerRef: string; idempotencyKey: string }): Promise<void>;
  /** Undoes a cancellation before the period ends: the subscription renews again (nothing is charged now). */
  resumeSubscription(request: { providerRef: string; idempotencyKey: string }): Promise<void>;
}

/** What a provider reports, in Kru's terms. `id` is the provider's event id, handled once. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.succeeded';
      paymentId: string;
      /** The charge a later refund goes back to. */
      chargeRef: string | null;
      /** Subscriptions: the provider's subscription id and the end of the first period when it says so. */
      subscriptionRef?: string | null;
      periodEnd?: Date | null;
    }
  | { id: string; type: 'checkout.failed'; paymentId: string; reason: string }
  /** A card was declined while the checkout stays open (the payer may still pay with another card). */
  | { id: string; type: 'checkout.declined'; paymentId: string; reason: string }
  | { id: string; type: 'checkout.expired'; paymentId: string }
  | {
      id: string;
      type: 'subscription.renewed';
      subscriptionRef: string;
      invoiceId: string;
      amountPence: number;
      periodEnd: Date;
    }
  | { id: string; type: 'subscription.renewal_failed'; subscriptionRef: string; invoiceId: string }
  | { id: string; type: 'subscription.ended'; subscriptionRef: string }
  | {
      id: string;
      type: 'refund.settled';
      refundId: string;
      status: 'succeeded' | 'failed';
      reason?: string | null;
    }
  | {
      id: string;
      type: 'payout_account.updated';
      accountId: string;
      status: 'incomplete' | 'pending' | 'verified' | 'problem';
      problemReason?: string | null;
    }
  | {
      id: string;
      type: 'payout.settled';
      payoutId: string;
      status: 'paid' | 'failed';
      reason?: string | null;
    };
