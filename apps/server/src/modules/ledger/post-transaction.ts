import { MSG } from '@kru/contract';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  accountKey,
  type EntryInput,
  lockOrder,
  mergeEntries,
  type TransactionInput,
  transactionProblem,
} from './policy.ts';
import {
  ensureAccounts,
  findTransactionByKey,
  insertEntries,
  insertTransactionWithEntries,
} from './repository.ts';

export interface PostedTransaction {
  transactionId: number;
  /** False when the idempotency key had been used: nothing moved this time. */
  created: boolean;
}

/**
 * Records one movement of money inside the caller's transaction. Posting an idempotency key again does nothing
 * and answers the first transaction. A user's account that would go below zero fails the whole transaction with
 * `insufficientBalance` (the database's CHECK decides, so concurrent debits can never overdraw).
 */
export async function postTransaction(tx: Tx, input: TransactionInput, at: Date): Promise<PostedTransaction> {
  const entries = mergeEntries(input.entries);
  const problem = transactionProblem({ ...input, entries });
  if (problem) throw new Error(`ledger: ${problem} (${input.kind} ${input.idempotencyKey})`);

  try {
    const posted = await insertTransactionWithEntries(tx, input, entries, at);
    if (posted.transactionId === null) {
      const existing = await findTransactionByKey(tx, input.idempotencyKey);
      if (!existing) throw new Error(`ledger: idempotency key ${input.idempotencyKey} vanished`);
      return { transactionId: existing.id, created: false };
    }
    if (!posted.entriesWritten) await insertEntriesOpeningAccounts(tx, posted.transactionId, entries, at);
    return { transactionId: posted.transactionId, created: true };
  } catch (err) {
    if (isNegativeBalance(err)) throw AppError.conflict(MSG.insufficientBalance);
    throw err;
  }
}

/** The entries once an account that another transaction opened is visible (a second read finds it). */
async function insertEntriesOpeningAccounts(tx: Tx, transactionId: number, entries: EntryInput[], at: Date) {
  const accountIds = await ensureAccounts(
    tx,
    entries.map((entry) => entry.account),
  );
  await insertEntries(
    tx,
    transactionId,
    lockOrder(
      entries.map((entry) => ({
        accountId: accountIds.get(accountKey(entry.account)) as number,
        amountPence: entry.amountPence,
        system: !('userId' in entry.account),
      })),
    ).map(({ accountId, amountPence }) => ({ accountId, amountPence })),
    at,
  );
}

function isNegativeBalance(err: unknown): boolean {
  const cause = (err as { cause?: { constraint?: string } }).cause ?? (err as { constraint?: string });
  return cause?.constraint === 'ledger_accounts_not_negative';
}
