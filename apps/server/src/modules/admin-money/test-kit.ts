import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import type { CreatedUser } from '../../../test/factories.ts';
import { inTransaction } from '../../platform/db/client.ts';
import {
  auditLogs,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../../platform/db/schema/index.ts';
import { type EntryInput, postTransaction, type TransactionInput } from '../ledger/index.ts';

/** Entries moving `pence` from one account to another. */
export const move = (from: EntryInput['account'], to: EntryInput['account'], pence: number): EntryInput[] => [
  { account: from, amountPence: -pence },
  { account: to, amountPence: pence },
];

/** The admin money API tests' calls (as `admin`) and their looks into the ledger and the audit log. */
export function adminMoneyKit(t: TestApp, admin: CreatedUser) {
  const get = (url: string) => t.call('GET', url, { token: admin.token });
  const adjust = (userId: number, body: unknown, key?: string) =>
    t.call('POST', `/api/v1/admin/users/${userId}/adjustments`, {
      token: admin.token,
      body,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const wallet = async (userId: number) => (await get(`/api/v1/admin/users/${userId}/wallet`)).body.data;

  /** Posts a movement straight into the ledger, as the money modules do. */
  const post = (input: Omit<TransactionInput, 'idempotencyKey'>, at = new Date()) =>
    inTransaction(t.ctx.db, (tx) => postTransaction(tx, { idempotencyKey: randomUUID(), ...input }, at));
  const topUp = (userId: number, pence: number) =>
    post({ kind: 'top_up', userId, entries: move({ kind: 'provider' }, { kind: 'wallet', userId }, pence) });

  const auditOf = (userId: number) =>
    t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'user'), eq(auditLogs.subjectId, userId)))
      .orderBy(asc(auditLogs.id));

  /** Everything an adjustment could change for the user: their ledger rows, balances and audit entries. */
  async function moneyOf(userId: number) {
    const [transactions, entries, accounts, audit] = await Promise.all([
      t.ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, userId)),
      t.ctx.db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerAccounts.userId, userId)),
      t.ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)),
      auditOf(userId),
    ]);
    return { transactions, entries, accounts, audit };
  }

  async function platformBalance(): Promise<number> {
    const [row] = await t.ctx.db
      .select({ balance: ledgerAccounts.balancePence })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'platform'));
    return row!.balance;
  }

  return { get, adjust, wallet, post, topUp, auditOf, moneyOf, platformBalance };
}
export type AdminMoneyKit = ReturnType<typeof adminMoneyKit>;
