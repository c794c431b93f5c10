import { MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { ProviderRefusal } from '../../platform/payments/index.ts';
import { lockPayout, type PayoutRow, setPayoutProviderRef } from './repository.ts';
import { failPendingPayout } from './settle-payout.ts';

/**
 * Asks the provider to pay a pending payout out (key `payout:<id>`, so asking again never pays twice) and records
 * its reference. Only a definitive refusal fails the payout and returns its money; any other error (a timeout, a
 * 5xx, a lost connection, our own write failing after the call) leaves it pending, settled later by the
 * provider's `payout.settled` event or asked again by `retryUnsentPayouts`.
 */
export async function sendPayout(ctx: AppContext, payout: PayoutRow, accountId: string): Promise<PayoutRow> {
  let providerRef: string;
  try {
    ({ providerRef } = await ctx.payments.payout({
      payoutId: payout.id,
      accountId,
      amountPence: payout.amountPence,
      idempotencyKey: `payout:${payout.id}`,
    }));
  } catch (err) {
    if (!(err instanceof ProviderRefusal)) {
      console.warn(`[payouts] payout ${payout.id} stays pending, the provider's answer is unknown:`, err);
      return payout;
    }
    console.warn(`[payouts] the provider refused payout ${payout.id}: ${err.message}`);
    return inTransaction(ctx.db, async (tx, afterCommit) => {
      const locked = await lockPayout(tx, payout.id);
      if (locked?.status !== 'pending') return locked ?? payout;
      return failPendingPayout(ctx, tx, afterCommit, locked, MSG.payoutNotStarted);
    });
  }
  try {
    return await setPayoutProviderRef(ctx.db, payout.id, providerRef);
  } catch (err) {
    console.warn(`[payouts] payout ${payout.id} was started but its reference was not recorded:`, err);
    return payout;
  }
}
