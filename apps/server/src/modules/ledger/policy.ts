import type { LedgerAccountKind, LedgerTransactionKind } from '../../platform/db/schema/index.ts';

/** A user's own account, or one of the two system accounts. */
export type AccountRef =
  | { kind: Exclude<LedgerAccountKind, 'provider' | 'platform'>; userId: number }
  | { kind: 'provider' | 'platform' };

export interface EntryInput {
  account: AccountRef;
  /** Signed pence: positive raises the account's balance. */
  amountPence: number;
}

export interface TransactionInput {
  idempotencyKey: string;
  kind: LedgerTransactionKind;
  userId: number | null;
  entries: EntryInput[];
  reference?: Record<string, string | number>;
  memo?: string | null;
  reversesId?: number | null;
  createdBy?: number | null;
}

/** Why a transaction cannot be posted, or null when it can (the database checks the same at commit). */
export function transactionProblem(input: TransactionInput): string | null {
  if (!input.idempotencyKey) return 'an idempotency key is required';
  if (input.entries.length < 2) return 'a transaction moves money between at least two accounts';
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amountPence) || entry.amountPence === 0)
      return 'every entry is a non-zero whole number of pence';
  }
  const total = input.entries.reduce((sum, entry) => sum + entry.amountPence, 0);
  if (total !== 0) return `entries must sum to zero (they sum to ${total})`;
  return null;
}

/** A stable text for an account, used to merge entries and order locks. */
export function accountKey(account: AccountRef): string {
  return 'userId' in account ? `${account.kind}:${account.userId}` : account.kind;
}

/** The same movement for two entries on one account is one entry: merged, zero sums dropped. */
export function mergeEntries(entries: EntryInput[]): EntryInput[] {
  const merged = new Map<string, EntryInput>();
  for (const entry of entries) {
    const key = accountKey(entry.account);
    const existing = merged.get(key);
    merged.set(key, {
      account: entry.account,
      amountPence: (existing?.amountPence ?? 0) + entry.amountPence,
    });
  }
  return [...merged.values()].filter((entry) => entry.amountPence !== 0);
}

/**
 * The order entries are written in, which is the order their accounts' rows are locked: users' accounts by id,
 * then the system accounts. Every posting locks in this one order, so two postings never deadlock; a use case
 * that locks a user's account first (`lockUserAccount`) stays in order too, and the busy system rows are held
 * for the shortest time.
 */
export function lockOrder<T extends { accountId: number; system: boolean }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => Number(a.system) - Number(b.system) || a.accountId - b.accountId);
}
