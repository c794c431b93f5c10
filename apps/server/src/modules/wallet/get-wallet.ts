import { type Language, LIMITS, MSG, penceToPounds, type Wallet } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { getBalances } from '../ledger/index.ts';
import { loadPayoutAccount } from '../payouts/index.ts';
import { cardMoneyInWallet, mayHoldWallet, refundablePence } from './policy.ts';
import { findEarnedPence, findWalletFlows } from './repository.ts';

/** `GET /wallet`: balances from the ledger, what a refund would return, earnings and the payout account. */
export async function getWallet(ctx: AppContext, actor: Actor, language: Language): Promise<Wallet> {
  if (!mayHoldWallet(actor)) throw AppError.forbidden(MSG.paymentsNotForAdmins);
  const [balances, flows, earnedPence, payoutAccount] = await Promise.all([
    getBalances(ctx.db, actor.userId),
    findWalletFlows(ctx.db, actor.userId),
    findEarnedPence(ctx.db, actor.userId),
    loadPayoutAccount(ctx.db, actor.userId, language),
  ]);
  return {
    currency: 'GBP',
    balance: penceToPounds(balances.walletPence),
    held: penceToPounds(balances.heldPence),
    refundable: penceToPounds(refundablePence(balances.walletPence, cardMoneyInWallet(flows))),
    earnings: {
      available: penceToPounds(balances.earningsPence),
      pending_payout: penceToPounds(balances.payoutPendingPence),
      total_earned: penceToPounds(earnedPence),
    },
    payout_account: payoutAccount,
    min_top_up: LIMITS.minTopUpPounds,
    max_top_up: LIMITS.maxTopUpPounds,
    provider: ctx.payments.name,
  };
}
