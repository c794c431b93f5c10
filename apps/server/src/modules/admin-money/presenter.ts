import {
  type AdminLedgerTransaction,
  type AdminPayout,
  type AdminWallet,
  penceToPounds,
  USER_LEDGER_ACCOUNTS,
  type UserLedgerAccount,
} from '@kru/contract';
import { fullName } from '../../platform/person-name.ts';
import type { UserBalances } from '../ledger/index.ts';
import type { AdminPayoutRow, LedgerTransactionRow, MoneyUserRow, UserEntryRow } from './repository.ts';

export function presentAdminWallet(user: MoneyUserRow, balances: UserBalances): AdminWallet {
  return {
    user_id: user.id,
    currency: 'GBP',
    wallet: penceToPounds(balances.walletPence),
    held: penceToPounds(balances.heldPence),
    earnings: penceToPounds(balances.earningsPence),
    payout_pending: penceToPounds(balances.payoutPendingPence),
    payout_account: {
      status: user.connectAccountStatus,
      holder_name: user.payoutAccount?.holderName ?? null,
      account_last4: user.payoutAccount?.accountLast4 ?? null,
      sort_code: user.payoutAccount?.sortCode ?? null,
      problem_reason: user.payoutAccount?.problemReason ?? null,
    },
  };
}

const ACCOUNT_ORDER = new Map(USER_LEDGER_ACCOUNTS.map((account, index) => [account, index]));

/** A transaction with its entries on the user's accounts (`entries` may hold other transactions' too). */
export function presentLedgerTransaction(
  row: LedgerTransactionRow,
  entries: UserEntryRow[],
): AdminLedgerTransaction {
  const own = entries
    .filter((entry) => entry.transactionId === row.id)
    .map((entry) => ({
      account: entry.account as UserLedgerAccount,
      amount: penceToPounds(entry.amountPence),
    }))
    .sort((a, b) => (ACCOUNT_ORDER.get(a.account) ?? 0) - (ACCOUNT_ORDER.get(b.account) ?? 0));
  return {
    id: row.id,
    kind: row.kind,
    memo: row.memo,
    created_by: row.creator ? { id: row.creator.id, full_name: fullName(row.creator) } : null,
    created_at: row.createdAt.toISOString(),
    entries: own,
  };
}

export function presentAdminPayout(row: AdminPayoutRow): AdminPayout {
  return {
    id: row.id,
    amount: penceToPounds(row.amountPence),
    status: row.status,
    failure_reason: row.failureReason,
    expected_by: row.expectedBy,
    created_at: row.createdAt.toISOString(),
    paid_at: row.status === 'paid' ? (row.settledAt?.toISOString() ?? null) : null,
    user: { id: row.user.id, full_name: fullName(row.user), email: row.user.email },
  };
}
