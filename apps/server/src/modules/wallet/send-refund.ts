import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { applyRefundOutcome } from './apply-refund-outcome.ts';
import type { PaymentRow, RefundRow } from './repository.ts';

/** Asks the provider to return one refund to the card, and records its answer. */
export async function sendRefund(
  ctx: AppContext,
  refund: RefundRow,
  payment: PaymentRow,
): Promise<RefundRow> {
  let outcome: Awaited<ReturnType<AppContext['payments']['refund']>>;
  try {
    outcome = await ctx.payments.refund({
      refundId: refund.id,
      chargeRef: payment.providerChargeRef ?? payment.providerRef ?? payment.id,
      amountPence: refund.amountPence,
      idempotencyKey: `refund:${refund.id}`,
    });
  } catch {
    // Unknown whether the provider took it: the refund stays pending until the provider's `refund.settled`
    // event, or until `retryUnsentRefunds` asks again (safe with the same idempotency key).
    return refund;
  }
  const recorded = await inTransaction(ctx.db, (tx) => applyRefundOutcome(ctx, tx, refund.id, outcome));
  return recorded ?? refund;
}
