import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { isUuid } from './policy.ts';
import { lockPayment, type PaymentRow, updatePayment } from './repository.ts';

/** Marks an open checkout failed or expired (no money moves); a final one is left as it is. */
export async function failCheckout(
  ctx: AppContext,
  tx: Tx,
  _afterCommit: AfterCommit,
  event: Extract<PaymentEvent, { type: 'checkout.failed' | 'checkout.expired' }>,
): Promise<PaymentRow | null> {
  if (!isUuid(event.paymentId)) return null;
  const payment = await lockPayment(tx, event.paymentId);
  if (payment?.status !== 'open') return null;
  // A card declined earlier in the same checkout (`checkout.declined`) says why better than the end does.
  const reason =
    event.type === 'checkout.failed' ? (payment.failureReason ?? event.reason) : payment.failureReason;
  const failed = await updatePayment(tx, payment.id, {
    status: event.type === 'checkout.failed' ? 'failed' : 'expired',
    failureReason: reason?.slice(0, 500) ?? null,
    completedAt: ctx.clock.now(),
  });
  return failed ?? null;
}

/**
 * A card declined in a checkout that stays open: the reason is kept on the payment, so the payer who gives up
 * reads why (and a later failure or expiry keeps it); a later success pays as usual.
 */
export async function recordCheckoutDecline(
  tx: Tx,
  event: Extract<PaymentEvent, { type: 'checkout.declined' }>,
): Promise<void> {
  if (!isUuid(event.paymentId)) return;
  const payment = await lockPayment(tx, event.paymentId);
  if (payment?.status !== 'open') return;
  await updatePayment(tx, payment.id, { failureReason: event.reason.slice(0, 500) });
}
