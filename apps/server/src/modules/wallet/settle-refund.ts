import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import type { PaymentEvent } from '../../platform/payments/index.ts';
import { applyRefundOutcome } from './apply-refund-outcome.ts';
import { isUuid } from './policy.ts';

/** A pending refund succeeded (nothing more moves) or failed (the money goes back to the wallet). */
export async function settleRefund(
  ctx: AppContext,
  tx: Tx,
  _afterCommit: AfterCommit,
  event: Extract<PaymentEvent, { type: 'refund.settled' }>,
): Promise<void> {
  if (!isUuid(event.refundId)) return;
  await applyRefundOutcome(ctx, tx, event.refundId, { status: event.status, reason: event.reason });
}
