import type { SandboxConnectBody } from '@kru/contract';
import type { Tx } from '../../platform/db/client.ts';
import { sandboxPayoutOutcome } from './policy.ts';
import { upsertSandboxAccount } from './repository.ts';

/**
 * The sandbox's bank-details form: stores the holder, the sort code and the last four digits (never the whole
 * account number), and the outcome its test accounts decide for payouts. Answers the sandbox account id, whose
 * verification the payment-events module then reports as `payout_account.updated` events.
 */
export async function saveSandboxBankDetails(
  tx: Tx,
  userId: number,
  details: SandboxConnectBody,
): Promise<{ accountId: string }> {
  const accountId = `sbx_acct_${userId}`;
  await upsertSandboxAccount(tx, {
    userId,
    providerAccountId: accountId,
    holderName: details.account_holder,
    sortCode: details.sort_code,
    accountLast4: details.account_number.slice(-4),
    sandboxPayoutOutcome: sandboxPayoutOutcome(details.account_number),
  });
  return { accountId };
}
