import type { ConnectAccountStatus } from '@kru/contract';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { payoutAccounts, payouts, users } from '../../platform/db/schema/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

const payeeColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  status: users.connectAccountStatus,
};

/** The tutor with the state of their payout account and the account itself (null before one is set up). */
export async function findPayee(q: Queryable, userId: number) {
  const [row] = await q
    .select({ payee: payeeColumns, account: payoutAccounts })
    .from(users)
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The tutor, locked for the transaction: every change of `connect_account_status` takes this lock first. */
export async function lockPayee(tx: Tx, userId: number) {
  const [row] = await tx.select(payeeColumns).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function findAccountByProviderId(q: Queryable, providerAccountId: string) {
  const [row] = await q
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.providerAccountId, providerAccountId))
    .limit(1);
  return row;
}

/** Records the provider's account for the tutor, replacing another one (and its details) if there was one. */
export async function savePayoutAccount(
  q: Queryable,
  account: { userId: number; provider: 'sandbox' | 'stripe'; providerAccountId: string },
  at: Date,
): Promise<void> {
  const details = { holderName: null, sortCode: null, accountLast4: null, sandboxPayoutOutcome: null };
  await q
    .insert(payoutAccounts)
    .values({ ...account, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: payoutAccounts.userId,
      set: { ...account, ...details, problemReason: null, updatedAt: at },
    });
}

/** The sandbox's bank-details form: the whole account, replaced (never the whole account number). */
export async function upsertSandboxAccount(
  tx: Tx,
  account: Pick<
    PayoutAccountRow,
    'userId' | 'providerAccountId' | 'holderName' | 'sortCode' | 'accountLast4' | 'sandboxPayoutOutcome'
  >,
): Promise<void> {
  const values = { ...account, provider: 'sandbox' as const, problemReason: null };
  await tx
    .insert(payoutAccounts)
    .values(values)
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...values, updatedAt: sql`now()` } });
}

export async function updateAccountState(
  tx: Tx,
  userId: number,
  state: { status: ConnectAccountStatus; problemReason: string | null },
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ connectAccountStatus: state.status, updatedAt: at })
    .where(eq(users.id, userId));
  await tx
    .update(payoutAccounts)
    .set({ problemReason: state.problemReason, updatedAt: at })
    .where(eq(payoutAccounts.userId, userId));
}

export async function insertPayout(tx: Tx, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

export async function lockPayout(tx: Tx, id: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function setPayoutProviderRef(
  q: Queryable,
  id: string,
  providerRef: string,
): Promise<PayoutRow> {
  const [row] = await q.update(payouts).set({ providerRef }).where(eq(payouts.id, id)).returning();
  return row!;
}

export async function markPayoutSettled(
  tx: Tx,
  id: string,
  outcome: { status: 'paid' | 'failed'; failureReason: string | null },
  at: Date,
): Promise<PayoutRow> {
  const [row] = await tx
    .update(payouts)
    .set({ ...outcome, settledAt: at })
    .where(eq(payouts.id, id))
    .returning();
  return row!;
}

/** One page of the tutor's payouts, newest first. */
export async function findPayoutsPage(q: Queryable, userId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(payouts)
      .where(eq(payouts.userId, userId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    q.select({ n: count() }).from(payouts).where(eq(payouts.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Pending sandbox payouts started before `before`, with the outcome their test account decides. */
export async function findSettleableSandboxPayouts(
  q: Queryable,
  before: Date,
): Promise<Array<PayoutRow & { outcome: 'pay' | 'fail' }>> {
  const rows = await q
    .select({ payout: payouts, outcome: payoutAccounts.sandboxPayoutOutcome })
    .from(payouts)
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, payouts.userId))
    .where(and(eq(payouts.provider, 'sandbox'), eq(payouts.status, 'pending'), lt(payouts.createdAt, before)))
    .orderBy(payouts.createdAt);
  return rows.map((row) => ({ ...row.payout, outcome: row.outcome === 'fail' ? 'fail' : 'pay' }));
}

/**
 * Pending payouts of the provider it has not acknowledged (no reference), started between `after` and `before`,
 * oldest first, with the account they go to.
 */
export async function findUnsentPayouts(
  q: Queryable,
  provider: 'sandbox' | 'stripe',
  { after, before }: { after: Date; before: Date },
  limit: number,
): Promise<Array<{ payout: PayoutRow; accountId: string }>> {
  return q
    .select({ payout: payouts, accountId: payoutAccounts.providerAccountId })
    .from(payouts)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, payouts.userId))
    .where(
      and(
        eq(payouts.provider, provider),
        eq(payouts.status, 'pending'),
        isNull(payouts.providerRef),
        lt(payouts.createdAt, before),
        gt(payouts.createdAt, after),
      ),
    )
    .orderBy(payouts.createdAt)
    .limit(limit);
}

/**
 * What of the user's earnings is test-mode money: on a platform that took sandbox payments, the net of their
 * earnings entries posted before real money first came in (the first Stripe payment that succeeded; all of them
 * while none has). Zero for a platform that never took a sandbox payment.
 */
export async function findTestModeEarningsPence(q: Queryable, userId: number): Promise<number> {
  const result = await q.execute<{ pence: string }>(sql`
    SELECT coalesce(sum(e.amount_pence), 0) AS pence
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.user_id = ${userId} AND a.kind = 'earnings'
      AND EXISTS (SELECT 1 FROM payments WHERE provider = 'sandbox' AND status = 'succeeded')
      AND t.created_at < coalesce(
        (SELECT min(completed_at) FROM payments WHERE provider = 'stripe' AND status = 'succeeded'),
        'infinity')`);
  return Math.max(0, Number(result.rows[0]?.pence ?? 0));
}
