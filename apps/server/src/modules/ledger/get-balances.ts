import type { Queryable } from '../../platform/db/client.ts';
import { findUserBalances } from './repository.ts';

export interface UserBalances {
  walletPence: number;
  heldPence: number;
  earningsPence: number;
  payoutPendingPence: number;
}

/** The user's balances, read from the ledger's accounts. */
export async function getBalances(q: Queryable, userId: number): Promise<UserBalances> {
  const rows = await findUserBalances(q, userId);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balancePence ?? 0;
  return {
    walletPence: of('wallet'),
    heldPence: of('held'),
    earningsPence: of('earnings'),
    payoutPendingPence: of('payout_pending'),
  };
}
