import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { lockUserAccount, postTransaction } from '../ledger/index.ts';
import { isUuid } from './policy.ts';
import { findPayment, lockPayment, type PaymentRow, updatePayment } from './repository.ts';

/**
 * Marks an open checkout succeeded; a top-up credits the wallet (provider -> wallet, key `top_up:<payment id>`).
 * Answers the payment (the dispatcher activates a subscription for purpose `subscription`, whose money the
 * subscriptions module posts), or null when the payment is unknown or was already final (nothing changed).
 */
export async function completeCheckout(
  ctx: AppContext,
  tx: Tx,
  _afterCommit: AfterCommit,
  event: Extract<PaymentEvent, { type: 'checkout.succeeded' }>,
): Promise<PaymentRow | null> {
  if (!isUuid(event.paymentId)) return null;
  const found = await findPayment(tx, event.paymentId);
  if (found?.status !== 'open') return null;
  // Locks in the order every wallet path takes (the wallet, then its payments), so a refund running at the same
  // time waits for this one instead of deadlocking with it.
  if (found.purpose === 'top_up') await lockUserAccount(tx, found.userId, 'wallet');
  const payment = await lockPayment(tx, event.paymentId);
  if (payment?.status !== 'open') return null;
  const now = ctx.clock.now();
  const paid = await updatePayment(tx, payment.id, {
    status: 'succeeded',
    providerChargeRef: event.chargeRef,
    // A card declined before the one that paid is no failure of this payment.
    failureReason: null,
    completedAt: now,
  });
  if (payment.purpose === 'top_up') {
    await postTransaction(
      tx,
      {
        idempotencyKey: `top_up:${payment.id}`,
        kind: 'top_up',
        userId: payment.userId,
        reference: { payment_id: payment.id },
        entries: [
          { account: { kind: 'provider' }, amountPence: -payment.amountPence },
          { account: { kind: 'wallet', userId: payment.userId }, amountPence: payment.amountPence },
        ],
      },
      now,
    );
  }
  return paid ?? null;
}
