import { MSG, penceToPounds } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { lockUserAccount, postTransaction } from '../ledger/index.ts';
import { allocateRefund, cardMoneyInWallet, mayHoldWallet, refundablePence } from './policy.ts';
import { presentRefund } from './presenter.ts';
import {
  changeRefundedPence,
  findWalletFlows,
  insertRefunds,
  lockRefundableTopUps,
  type RefundRow,
} from './repository.ts';
import { sendRefund } from './send-refund.ts';

/**
 * `GET /wallet/refund`: returns the card money left in the wallet (`cardMoneyInWallet`) to the cards it came
 * from, newest card payment first. The money
 * leaves the wallet at once (wallet -> provider, one refund per top-up); the provider is asked after commit
 * and each refund shows what it answered.
 */
export async function refundWallet(ctx: AppContext, actor: Actor) {
  if (!mayHoldWallet(actor)) throw AppError.forbidden(MSG.paymentsNotForAdmins);
  const opened = await inTransaction(ctx.db, async (tx) => {
    // The wallet's lock makes refunds, bookings and spending of one user take turns.
    const wallet = await lockUserAccount(tx, actor.userId, 'wallet');
    const topUps = await lockRefundableTopUps(tx, actor.userId);
    const cardPence = cardMoneyInWallet(await findWalletFlows(tx, actor.userId));
    const allocations = allocateRefund(refundablePence(wallet.balancePence, cardPence), topUps);
    if (!allocations.length) throw new AppError('VALIDATION_FAILED', MSG.nothingToRefund);
    const now = ctx.clock.now();
    const rows = await insertRefunds(
      tx,
      allocations.map((a) => ({ userId: actor.userId, ...a, createdAt: now })),
    );
    for (const refund of rows) {
      await changeRefundedPence(tx, refund.paymentId, refund.amountPence);
      await postTransaction(
        tx,
        {
          idempotencyKey: `refund:${refund.id}`,
          kind: 'refund',
          userId: actor.userId,
          reference: { refund_id: refund.id, payment_id: refund.paymentId },
          entries: [
            { account: { kind: 'wallet', userId: actor.userId }, amountPence: -refund.amountPence },
            { account: { kind: 'provider' }, amountPence: refund.amountPence },
          ],
        },
        now,
      );
    }
    return rows.map((refund) => ({ refund, payment: topUps.find((p) => p.id === refund.paymentId)! }));
  });

  const settled: RefundRow[] = [];
  for (const { refund, payment } of opened) settled.push(await sendRefund(ctx, refund, payment));
  const refundedPence = settled
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountPence, 0);
  return { refunded: penceToPounds(refundedPence), refunds: settled.map(presentRefund) };
}
