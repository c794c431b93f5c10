import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Queryable, Tx } from '../../platform/db/client.ts';
import type { payments } from '../../platform/db/schema/index.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/**
 * Marks an open checkout succeeded; a top-up credits the wallet (provider -> wallet, key `top_up:<payment id>`).
 * Answers the payment (the dispatcher activates a subscription for purpose `subscription`), or null when the
 * payment is unknown or was already final (nothing changed).
 */
export async function completeCheckout(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _event: EventOf<'checkout.succeeded'>,
): Promise<PaymentRow | null> {
  throw new Error('completeCheckout: not built yet');
}

/** Marks an open checkout failed or expired (no money moves); a final one is left as it is. */
export async function failCheckout(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _event: EventOf<'checkout.failed'> | EventOf<'checkout.expired'>,
): Promise<PaymentRow | null> {
  throw new Error('failCheckout: not built yet');
}

/** A pending refund succeeded (nothing more moves) or failed (the money goes back to the wallet). */
export async function settleRefund(
  _ctx: AppContext,
  _tx: Tx,
  _afterCommit: AfterCommit,
  _event: EventOf<'refund.settled'>,
): Promise<void> {
  throw new Error('settleRefund: not built yet');
}

/** The payment behind a checkout, for the sandbox's checkout page and the return to Kru. */
export async function findCheckout(_q: Queryable, _paymentId: string): Promise<PaymentRow | undefined> {
  throw new Error('findCheckout: not built yet');
}

/** Remembers the sandbox test card a checkout was paid with (it decides that subscription's renewals). */
export async function recordSandboxCard(_tx: Tx, _paymentId: string, _card: string): Promise<void> {
  throw new Error('recordSandboxCard: not built yet');
}
