import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { findTransactionByKey, lockUserAccount, postTransaction } from '../ledger/index.ts';
import { changeRefundedPence, lockRefund, type RefundRow, updateRefund } from './repository.ts';

export interface RefundOutcome {
  status: 'pending' | 'succeeded' | 'failed';
  providerRef?: string | null;
  reason?: string | null;
}

/**
 * Records what the provider says of a pending refund. `succeeded` is final and moves nothing more; `failed`
 * reverses it: the money goes back to the wallet (provider -> wallet, key `refund_failed:<refund id>`) and the
 * top-up may be refunded again. A refund already settled is left as it is, so a repeated report changes nothing.
 * Locks in the order the refund itself took them (the wallet's account, then the payment).
 */
export async function applyRefundOutcome(
  ctx: AppContext,
  tx: Tx,
  refundId: string,
  outcome: RefundOutcome,
): Promise<RefundRow | undefined> {
  const refund = await lockRefund(tx, refundId);
  if (refund?.status !== 'pending') return refund;
  const providerRef = outcome.providerRef ?? refund.providerRef;
  if (outcome.status === 'pending') return updateRefund(tx, refund.id, { providerRef });

  const now = ctx.clock.now();
  if (outcome.status === 'failed') {
    await lockUserAccount(tx, refund.userId, 'wallet');
    await changeRefundedPence(tx, refund.paymentId, -refund.amountPence);
    const original = await findTransactionByKey(tx, `refund:${refund.id}`);
    await postTransaction(
      tx,
      {
        idempotencyKey: `refund_failed:${refund.id}`,
        kind: 'refund_failed',
        userId: refund.userId,
        reference: { refund_id: refund.id, payment_id: refund.paymentId },
        reversesId: original?.id ?? null,
        entries: [
          { account: { kind: 'provider' }, amountPence: -refund.amountPence },
          { account: { kind: 'wallet', userId: refund.userId }, amountPence: refund.amountPence },
        ],
      },
      now,
    );
  }
  return updateRefund(tx, refund.id, {
    status: outcome.status,
    providerRef,
    failureReason: outcome.status === 'failed' ? (outcome.reason ?? 'refund_failed').slice(0, 500) : null,
    settledAt: now,
  });
}
