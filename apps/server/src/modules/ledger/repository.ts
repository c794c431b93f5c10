import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../platform/db/schema/index.ts';
import { type AccountRef, accountKey, type TransactionInput } from './policy.ts';

/**
 * An account's key as the unique index `ledger_accounts_kind_user_key` has it, `(kind, coalesce(user_id, 0))`:
 * lookups written this way use that index instead of scanning every account.
 */
const indexedKey = sql`(${ledgerAccounts.kind}, coalesce(${ledgerAccounts.userId}, 0))`;

/**
 * The ids of these accounts, creating the missing ones, in one statement: the new rows come from the insert's
 * RETURNING, the existing ones from the read. An account another transaction opened while this statement ran
 * is in neither (its snapshot predates it): a second read finds it.
 */
export async function ensureAccounts(tx: Tx, refs: AccountRef[]): Promise<Map<string, number>> {
  const userRefs = refs.filter((ref): ref is Extract<AccountRef, { userId: number }> => 'userId' in ref);
  const keys = sql.join(
    refs.map((ref) => sql`(${ref.kind}, ${'userId' in ref ? ref.userId : 0}::integer)`),
    sql`, `,
  );
  const existing = sql`SELECT id, kind, user_id FROM ledger_accounts
    WHERE (kind, coalesce(user_id, 0)) IN (${keys})`;
  const opened = userRefs.length
    ? sql`WITH opened AS (INSERT INTO ledger_accounts (kind, user_id)
        VALUES ${sql.join(
          userRefs.map((ref) => sql`(${ref.kind}, ${ref.userId})`),
          sql`, `,
        )}
        ON CONFLICT DO NOTHING RETURNING id, kind, user_id)
      SELECT id, kind, user_id FROM opened UNION ALL ${existing}`
    : existing;
  const ids = async (query: SQL) => {
    const { rows } = await tx.execute<{ id: number; kind: string; user_id: number | null }>(query);
    return new Map(
      rows.map((row) => [row.user_id === null ? row.kind : `${row.kind}:${row.user_id}`, row.id]),
    );
  };
  const found = await ids(opened);
  return refs.every((ref) => found.has(accountKey(ref))) ? found : ids(existing);
}

/** Inserts the transaction row; undefined when its idempotency key was already used. */
export async function insertTransaction(tx: Tx, input: TransactionInput, at: Date) {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      userId: input.userId,
      reference: input.reference ?? {},
      memo: input.memo ?? null,
      reversesId: input.reversesId ?? null,
      createdBy: input.createdBy ?? null,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  return row;
}

export async function findTransactionByKey(q: Queryable, idempotencyKey: string) {
  const [row] = await q
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/** Writes the entries in the order given (see `lockOrder`): one statement, its rows' triggers fire in order. */
export async function insertEntries(
  tx: Tx,
  transactionId: number,
  entries: Array<{ accountId: number; amountPence: number }>,
  at: Date,
) {
  await tx.insert(ledgerEntries).values(entries.map((entry) => ({ transactionId, ...entry, createdAt: at })));
}

/** The user's account balances by kind (0 for accounts not opened yet). */
export async function findUserBalances(q: Queryable, userId: number) {
  const rows = await q
    .select({ kind: ledgerAccounts.kind, balancePence: ledgerAccounts.balancePence })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return rows;
}

/**
 * Locks the user's account of this kind for the transaction and answers its balance (0 if not opened). The
 * account usually exists: one locking read; only a missing one costs the insert and a second read.
 */
export async function lockUserAccount(tx: Tx, userId: number, kind: AccountRef['kind']) {
  const lock = () =>
    tx
      .select({ id: ledgerAccounts.id, balancePence: ledgerAccounts.balancePence })
      .from(ledgerAccounts)
      .where(sql`${indexedKey} = (${kind}, ${userId}::integer)`)
      .for('update');
  const [found] = await lock();
  if (found) return found;
  await tx.insert(ledgerAccounts).values({ kind, userId }).onConflictDoNothing();
  const [row] = await lock();
  return row ?? { id: 0, balancePence: 0 };
}
