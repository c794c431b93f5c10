import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { ProviderRefusal, providerOf } from '../../platform/payments/index.ts';
import { applyRefundOutcome, type RefundOutcome } from './apply-refund-outcome.ts';
import type { PaymentRow, RefundRow } from './repository.ts';

/**
 * Asks the provider that took the payment to return one refund to the card, and records its answer. A
 * definitive refusal (a disputed charge, say) fails the refund and returns its money to the wallet; an unknown
 * outcome leaves it pending.
 */
export async function sendRefund(
  ctx: AppContext,
  refund: RefundRow,
  payment: PaymentRow,
): Promise<RefundRow> {
  const provider = providerOf(ctx.payments, payment.provider);
  if (!provider) return refund;
  let outcome: RefundOutcome;
  try {
    outcome = await provider.refund({
      refundId: refund.id,
      chargeRef: payment.providerChargeRef ?? payment.providerRef ?? payment.id,
      amountPence: refund.amountPence,
      idempotencyKey: `refund:${refund.id}`,
    });
  } catch (err) {
    // Unknown whether the provider took it: the refund stays pending until the provider's `refund.settled`
    // event, or until `retryUnsentRefunds` asks again (safe with the same idempotency key).
    if (!(err instanceof ProviderRefusal)) return refund;
    outcome = { status: 'failed', reason: err.code ?? err.message };
  }
  const recorded = await inTransaction(ctx.db, (tx) => applyRefundOutcome(ctx, tx, refund.id, outcome));
  return recorded ?? refund;
}
