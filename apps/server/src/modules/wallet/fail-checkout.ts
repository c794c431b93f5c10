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
  const failed = await updatePayment(tx, payment.id, {
    status: event.type === 'checkout.failed' ? 'failed' : 'expired',
    failureReason: event.type === 'checkout.failed' ? event.reason.slice(0, 500) : null,
    completedAt: ctx.clock.now(),
  });
  return failed ?? null;
}
