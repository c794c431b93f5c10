import type { PayoutStatus } from '@kru/contract';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payoutAccounts,
  payouts,
  users,
} from '../../platform/db/schema/index.ts';

/** The user with what the money pages need to know of them: role and payout account. */
export async function findMoneyUser(q: Queryable, userId: number) {
  const [row] = await q
    .select({
      id: users.id,
      role: users.role,
      connectAccountStatus: users.connectAccountStatus,
      payoutAccount: {
        holderName: payoutAccounts.holderName,
        sortCode: payoutAccounts.sortCode,
        accountLast4: payoutAccounts.accountLast4,
        problemReason: payoutAccounts.problemReason,
      },
    })
    .from(users)
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
export type MoneyUserRow = NonNullable<Awaited<ReturnType<typeof findMoneyUser>>>;

function userAccountIds(q: Queryable, userId: number) {
  return q.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
}

const creators = alias(users, 'creators');

const transactionColumns = {
  id: ledgerTransactions.id,
  kind: ledgerTransactions.kind,
  memo: ledgerTransactions.memo,
  createdAt: ledgerTransactions.createdAt,
  creator: {
    id: creators.id,
    firstName: creators.firstName,
    lastName: creators.lastName,
    email: creators.email,
  },
};

/** One page of the transactions with an entry on any of the user's accounts, newest first, and their number. */
export async function findLedgerPage(q: Queryable, userId: number, limit: number, offset: number) {
  const touching = q
    .selectDistinct({ transactionId: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.accountId, userAccountIds(q, userId)))
    .as('touching');
  const [rows, [total]] = await Promise.all([
    q
      .select(transactionColumns)
      .from(touching)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, touching.transactionId))
      .leftJoin(creators, eq(creators.id, ledgerTransactions.createdBy))
      .orderBy(desc(ledgerTransactions.id))
      .limit(limit)
      .offset(offset),
    q.select({ n: count() }).from(touching),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type LedgerTransactionRow = Awaited<ReturnType<typeof findLedgerPage>>['rows'][number];

export async function findLedgerTransaction(q: Queryable, transactionId: number) {
  const [row] = await q
    .select(transactionColumns)
    .from(ledgerTransactions)
    .leftJoin(creators, eq(creators.id, ledgerTransactions.createdBy))
    .where(eq(ledgerTransactions.id, transactionId))
    .limit(1);
  return row;
}

/** The entries of these transactions on the user's own accounts, in one query. */
export async function findUserEntries(q: Queryable, userId: number, transactionIds: number[]) {
  if (!transactionIds.length) return [];
  return q
    .select({
      transactionId: ledgerEntries.transactionId,
      account: ledgerAccounts.kind,
      amountPence: ledgerEntries.amountPence,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(inArray(ledgerEntries.transactionId, transactionIds), eq(ledgerAccounts.userId, userId)))
    .orderBy(asc(ledgerEntries.id));
}
export type UserEntryRow = Awaited<ReturnType<typeof findUserEntries>>[number];

function payoutCondition(status: PayoutStatus | undefined): SQL | undefined {
  return status ? eq(payouts.status, status) : undefined;
}

/** One page of every user's payouts, newest first, with whose they are. */
export function findPayouts(q: Queryable, status: PayoutStatus | undefined, limit: number, offset: number) {
  return q
    .select({
      id: payouts.id,
      amountPence: payouts.amountPence,
      status: payouts.status,
      failureReason: payouts.failureReason,
      expectedBy: payouts.expectedBy,
      createdAt: payouts.createdAt,
      settledAt: payouts.settledAt,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(payoutCondition(status))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit)
    .offset(offset);
}
export type AdminPayoutRow = Awaited<ReturnType<typeof findPayouts>>[number];

export async function countPayouts(q: Queryable, status: PayoutStatus | undefined): Promise<number> {
  const [row] = await q.select({ n: count() }).from(payouts).where(payoutCondition(status));
  return row?.n ?? 0;
}
