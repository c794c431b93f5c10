import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { executeNamed } from '../../platform/db/prepared.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../platform/db/schema/index.ts';
import { type AccountRef, accountKey, type EntryInput, type TransactionInput } from './policy.ts';

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

/**
 * The transaction row and its entries in one statement, opening the user accounts not opened yet: `transactionId`
 * null when the idempotency key was already used (nothing written). `entriesWritten` false when an account was
 * opened by another transaction while this statement ran (its snapshot cannot see it): then the row is in and no
 * entry is, and the caller writes them with `ensureAccounts` and `insertEntries`. The entries go in lock order
 * (users' accounts, then the system's, each by id), as `lockOrder` puts them.
 */
export async function insertTransactionWithEntries(
  tx: Tx,
  input: TransactionInput,
  entries: EntryInput[],
  at: Date,
): Promise<{ transactionId: number | null; entriesWritten: boolean }> {
  const wanted = sql.join(
    entries.map(
      ({ account, amountPence }) =>
        sql`(${account.kind}::text, ${'userId' in account ? account.userId : null}::integer, ${amountPence}::bigint)`,
    ),
    sql`, `,
  );
  // Prepared (named): a booking's hold runs it, so PostgreSQL parses and plans it once per connection.
  const { rows } = await executeNamed<{ transaction_id: string | null; entries: number }>(
    tx,
    sql`
    WITH txn AS (
      INSERT INTO ${ledgerTransactions} (idempotency_key, kind, user_id, reference, memo, reverses_id, created_by, created_at)
      VALUES (${input.idempotencyKey}, ${input.kind}, ${input.userId}, ${JSON.stringify(input.reference ?? {})}::jsonb,
        ${input.memo ?? null}, ${input.reversesId ?? null}::bigint, ${input.createdBy ?? null}::integer,
        ${at.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING RETURNING id),
    wanted (kind, user_id, amount_pence) AS (VALUES ${wanted}),
    opened AS (
      INSERT INTO ${ledgerAccounts} (kind, user_id)
      SELECT kind, user_id FROM wanted WHERE user_id IS NOT NULL AND EXISTS (SELECT 1 FROM txn)
      ON CONFLICT DO NOTHING RETURNING id, kind, user_id),
    accounts AS (
      SELECT id, kind, user_id FROM opened
      UNION ALL
      SELECT id, kind, user_id FROM ${ledgerAccounts}
      WHERE (kind, coalesce(user_id, 0)) IN (SELECT kind, coalesce(user_id, 0) FROM wanted)),
    matched AS (
      SELECT a.id AS account_id, a.user_id IS NULL AS system, w.amount_pence
      FROM wanted w JOIN accounts a ON a.kind = w.kind AND coalesce(a.user_id, 0) = coalesce(w.user_id, 0)),
    written AS (
      INSERT INTO ${ledgerEntries} (transaction_id, account_id, amount_pence, created_at)
      SELECT txn.id, m.account_id, m.amount_pence, ${at.toISOString()}::timestamptz FROM txn, matched m
      WHERE (SELECT count(*) FROM matched) = ${entries.length}
      ORDER BY m.system, m.account_id
      RETURNING id)
    SELECT (SELECT id FROM txn) AS transaction_id, (SELECT count(*) FROM written)::integer AS entries`,
  );
  const row = rows[0]!;
  return {
    transactionId: row.transaction_id === null ? null : Number(row.transaction_id),
    entriesWritten: row.entries === entries.length,
  };
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
