import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { payments, refunds, users } from '../../platform/db/schema/index.ts';
import { EARNING_KINDS, type WalletFlow } from './policy.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function findUserEmail(q: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}

export async function insertPayment(q: Queryable, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await q.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(q: Queryable, id: string, change: Partial<typeof payments.$inferInsert>) {
  const [row] = await q.update(payments).set(change).where(eq(payments.id, id)).returning();
  return row;
}

export async function findPayment(q: Queryable, id: string): Promise<PaymentRow | undefined> {
  const [row] = await q.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** The payment, locked for the transaction: every change of its status takes this lock first. */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/**
 * The user's paid card payments whose money went to the wallet with something left to refund, newest first,
 * locked for the refund: top-ups, and subscription payments credited to the wallet (a second plan paid while one
 * was live, recorded as a `top_up` under `subscription:<payment id>`).
 */
export async function lockRefundableTopUps(tx: Tx, userId: number): Promise<PaymentRow[]> {
  const creditedToWallet = sql`(${payments.purpose} = 'top_up' OR EXISTS (
    SELECT 1 FROM ledger_transactions t
    WHERE t.idempotency_key = 'subscription:' || ${payments.id}::text AND t.kind = 'top_up'))`;
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'succeeded'),
        gt(payments.amountPence, payments.refundedPence),
        creditedToWallet,
      ),
    )
    .orderBy(desc(payments.completedAt), desc(payments.createdAt))
    .for('update');
}

export async function changeRefundedPence(tx: Tx, paymentId: string, deltaPence: number) {
  await tx
    .update(payments)
    .set({ refundedPence: sql`${payments.refundedPence} + ${deltaPence}` })
    .where(eq(payments.id, paymentId));
}

export async function insertRefunds(
  tx: Tx,
  values: Array<typeof refunds.$inferInsert>,
): Promise<RefundRow[]> {
  if (!values.length) return [];
  return tx.insert(refunds).values(values).returning();
}

export async function lockRefund(tx: Tx, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

/**
 * Pending refunds the provider never acknowledged, of payments taken by one of `providers`, created between
 * `after` and `before`, oldest first, with their top-up.
 */
export async function findUnsentRefunds(
  q: Queryable,
  providers: Array<'sandbox' | 'stripe'>,
  { after, before }: { after: Date; before: Date },
  limit: number,
): Promise<Array<{ refund: RefundRow; payment: PaymentRow }>> {
  return q
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRef),
        lt(refunds.createdAt, before),
        gt(refunds.createdAt, after),
        inArray(payments.provider, providers),
      ),
    )
    .orderBy(refunds.createdAt)
    .limit(limit);
}

export async function updateRefund(tx: Tx, id: string, change: Partial<typeof refunds.$inferInsert>) {
  const [row] = await tx.update(refunds).set(change).where(eq(refunds.id, id)).returning();
  return row!;
}

/** SQL list of the earning kinds. */
export const earningKinds = sql.join(
  EARNING_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/**
 * Everything ever earned (credits into the earnings account from earning kinds; a payout failure only returns
 * money, so it is not counted again).
 */
export async function findEarnedPence(q: Queryable, userId: number): Promise<number> {
  const result = await q.execute<{ earned_pence: string }>(sql`
    SELECT
      (SELECT coalesce(sum(e.amount_pence), 0) FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.user_id = ${userId} AND a.kind = 'earnings' AND e.amount_pence > 0
          AND t.kind IN (${earningKinds})) AS earned_pence`);
  return Number(result.rows[0]?.earned_pence ?? 0);
}

/** Every entry on the user's wallet, oldest first, with its transaction's kind and reference. */
export async function findWalletFlows(q: Queryable, userId: number): Promise<WalletFlow[]> {
  const result = await q.execute<{
    kind: string;
    reference: Record<string, string | number>;
    pence: string;
  }>(sql`
    SELECT t.kind, t.reference, e.amount_pence AS pence
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.user_id = ${userId} AND a.kind = 'wallet'
    ORDER BY e.id`);
  return result.rows.map((row) => ({
    kind: row.kind,
    reference: row.reference,
    amountPence: Number(row.pence),
  }));
}

/** A line of the wallet's history, before presentation. */
export interface MovementRow {
  id: string;
  /** A ledger transaction's kind, or `top_up` for a checkout that never paid. */
  kind: string;
  amountPence: number;
  /** The linked refund's or payout's status, or the unpaid checkout's (`failed`, `expired`). */
  linkedStatus: string | null;
  /** A ledger transaction, or a checkout that never paid. */
  source: 'ledger' | 'checkout';
  at: Date;
  /** A creator reward's course (named in the history). */
  courseTitle: string | null;
  /** A session's money of a trial lesson. */
  isTrial: boolean;
}

/**
 * Everything that moved on the user's wallet and earnings, with the checkouts that never paid: ledger
 * transactions with their net amount on those accounts (the linked refund's or payout's status alongside), and
 * failed or expired top-ups. Newest first; ties (one instant) by ledger order. Subscription payments are made by
 * card and touch no wallet: they are listed apart (`findCardPayments`).
 */
function historySql(userId: number) {
  return sql`
    WITH own AS (
      SELECT id FROM ledger_accounts WHERE user_id = ${userId} AND kind IN ('wallet', 'earnings')
    ), moves AS (
      SELECT transaction_id, sum(amount_pence) AS amount_pence FROM ledger_entries
      WHERE account_id IN (SELECT id FROM own) GROUP BY transaction_id HAVING sum(amount_pence) <> 0
    )
    SELECT t.id::text AS id, t.kind, m.amount_pence, t.created_at AS at, t.id AS seq, 'ledger' AS source,
      CASE t.kind WHEN 'refund' THEN r.status WHEN 'payout' THEN p.status END AS linked_status,
      c.title AS course_title, coalesce(s.is_trial, false) AS is_trial
    FROM moves m
    JOIN ledger_transactions t ON t.id = m.transaction_id
    LEFT JOIN refunds r ON t.kind = 'refund' AND r.id::text = t.reference->>'refund_id'
    LEFT JOIN payouts p ON t.kind = 'payout' AND p.id::text = t.reference->>'payout_id'
    LEFT JOIN courses c ON t.kind = 'creator_reward' AND c.id::text = t.reference->>'course_id'
    LEFT JOIN tutoring_sessions s ON s.id::text = t.reference->>'session_id'

    UNION ALL
    SELECT id::text, 'top_up', amount_pence, coalesce(completed_at, created_at), NULL, 'checkout', status, NULL,
      false
    FROM payments
    WHERE user_id = ${userId} AND purpose = 'top_up' AND status IN ('failed', 'expired')`;
}

/** One page of the history and its total, in two queries whatever the page holds. */
export async function findMovements(
  q: Queryable,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: MovementRow[]; total: number; payoutLast4: string | null }> {
  const [pageResult, totalResult] = await Promise.all([
    q.execute<{
      id: string;
      kind: string;
      amount_pence: string;
      at: Date | string;
      source: 'ledger' | 'checkout';
      linked_status: string | null;
      course_title: string | null;
      is_trial: boolean;
      last4: string | null;
    }>(sql`
      SELECT h.*, (SELECT account_last4 FROM payout_accounts WHERE user_id = ${userId}) AS last4
      FROM (${historySql(userId)}) h
      ORDER BY h.at DESC, h.seq DESC NULLS LAST, h.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`),
    q.execute<{ n: string }>(sql`SELECT count(*) AS n FROM (${historySql(userId)}) h`),
  ]);
  const rows = pageResult.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amountPence: Number(row.amount_pence),
    linkedStatus: row.linked_status,
    source: row.source,
    at: new Date(row.at),
    courseTitle: row.course_title,
    isTrial: row.is_trial,
  }));
  return {
    rows,
    total: Number(totalResult.rows[0]?.n ?? 0),
    payoutLast4: pageResult.rows[0]?.last4 ?? null,
  };
}

/** Checkouts of the provider still open that were started before `before`, oldest first (at most `limit`). */
export async function findStaleOpenCheckouts(
  q: Queryable,
  provider: 'sandbox' | 'stripe',
  before: Date,
  limit: number,
) {
  return q
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.status, 'open'), lt(payments.createdAt, before)))
    .orderBy(payments.createdAt)
    .limit(limit);
}

/** A payment taken from the user's card that never touched the wallet (a subscription's, first or renewal). */
export interface CardPaymentRow {
  id: string;
  amountPence: number;
  at: Date;
}

/** One page of the user's card payments, newest first, and their total. */
export async function findCardPayments(
  q: Queryable,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CardPaymentRow[]; total: number }> {
  const [pageResult, totalResult] = await Promise.all([
    q.execute<{ id: string; amount_pence: string; at: Date | string }>(sql`
      SELECT t.id::text AS id, t.created_at AS at,
        (SELECT sum(e.amount_pence) FROM ledger_entries e
         WHERE e.transaction_id = t.id AND e.amount_pence > 0) AS amount_pence
      FROM ledger_transactions t
      WHERE t.user_id = ${userId} AND t.kind = 'subscription'
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`),
    q.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM ledger_transactions WHERE user_id = ${userId} AND kind = 'subscription'`),
  ]);
  return {
    rows: pageResult.rows.map((row) => ({
      id: row.id,
      amountPence: Number(row.amount_pence),
      at: new Date(row.at),
    })),
    total: Number(totalResult.rows[0]?.n ?? 0),
  };
}
