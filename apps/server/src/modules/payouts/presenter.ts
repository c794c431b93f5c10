import {
  type ConnectAccountStatus,
  type Language,
  type Payout,
  type PayoutAccount,
  penceToPounds,
} from '@kru/contract';
import { translate } from '../../platform/i18n.ts';
import { formatSortCode } from './policy.ts';
import type { PayoutAccountRow, PayoutRow } from './repository.ts';

/** A payout; Kru's own failure reasons are message keys, shown in the request's language. */
export function presentPayout(row: PayoutRow, language: Language): Payout {
  return {
    id: row.id,
    amount: penceToPounds(row.amountPence),
    status: row.status,
    failure_reason: row.failureReason ? translate(row.failureReason, language) : null,
    expected_by: row.expectedBy,
    created_at: row.createdAt.toISOString(),
    paid_at: row.status === 'paid' ? (row.settledAt?.toISOString() ?? null) : null,
  };
}

/** The payout account for the wallet page: only the last digits of the account number exist to be sent. */
export function presentPayoutAccount(
  status: ConnectAccountStatus,
  account: PayoutAccountRow | null | undefined,
  language: Language,
): PayoutAccount {
  const problemReason = account?.problemReason;
  return {
    status,
    holder_name: account?.holderName ?? null,
    account_last4: account?.accountLast4 ?? null,
    sort_code: formatSortCode(account?.sortCode ?? null),
    problem_reason: problemReason ? translate(problemReason, language) : null,
  };
}
