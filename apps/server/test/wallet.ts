import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { postTransaction } from '../src/modules/ledger/index.ts';
import { handlePaymentEvent } from '../src/modules/payment-events/index.ts';
import { inTransaction } from '../src/platform/db/client.ts';
import { payments } from '../src/platform/db/schema/index.ts';
import type { TestApp } from './app.ts';

/** Opens a top-up checkout through the API; answers the payment's id (from the sandbox's checkout URL). */
export async function openTopUp(t: TestApp, token: string, amount: string | number): Promise<string> {
  const res = await t.call('GET', `/api/v1/wallet/checkout?amount=${amount}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const match = /payment=([0-9a-f-]{36})/.exec(res.body.data.redirect_url);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** The provider reports the checkout paid, the way its webhook would. */
export function payCheckout(
  t: TestApp,
  paymentId: string,
  eventId = `evt_${randomBytes(6).toString('hex')}`,
) {
  return handlePaymentEvent(t.ctx, 'sandbox', {
    id: eventId,
    type: 'checkout.succeeded',
    paymentId,
    chargeRef: `ch_${paymentId}`,
  });
}

/** A paid top-up of `amount` pounds; answers the payment's id. */
export async function topUp(t: TestApp, token: string, amount: string | number): Promise<string> {
  const paymentId = await openTopUp(t, token, amount);
  expect(await payCheckout(t, paymentId)).toEqual({ applied: true });
  return paymentId;
}

/** Spends from the wallet the way a booking or purchase would: wallet -> platform. */
export function spend(
  t: TestApp,
  userId: number,
  pence: number,
  key = `spend:${randomBytes(6).toString('hex')}`,
) {
  return inTransaction(t.ctx.db, (tx) =>
    postTransaction(
      tx,
      {
        idempotencyKey: key,
        kind: 'subscription',
        userId,
        entries: [
          { account: { kind: 'wallet', userId }, amountPence: -pence },
          { account: { kind: 'platform' }, amountPence: pence },
        ],
      },
      t.ctx.clock.now(),
    ),
  );
}

export async function paymentRow(t: TestApp, id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** A ledger transaction by its idempotency key, with its entries as `account kind -> pence`. */
export async function ledgerTransaction(t: TestApp, key: string) {
  const { rows } = await t.ctx.db.$client.query<{
    id: string;
    kind: string;
    user_id: number | null;
    reference: Record<string, string>;
    reverses_id: string | null;
    entries: Record<string, string>;
  }>(
    `SELECT t.id, t.kind, t.user_id, t.reference, t.reverses_id,
       jsonb_object_agg(a.kind, e.amount_pence) AS entries
     FROM ledger_transactions t
     JOIN ledger_entries e ON e.transaction_id = t.id
     JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.idempotency_key = $1
     GROUP BY t.id`,
    [key],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row,
    entries: Object.fromEntries(Object.entries(row.entries).map(([kind, pence]) => [kind, Number(pence)])),
  };
}

/** How many ledger transactions mention this payment (a top-up is credited at most once). */
export async function transactionsOfPayment(t: TestApp, paymentId: string): Promise<number> {
  const { rows } = await t.ctx.db.$client.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger_transactions WHERE reference->>'payment_id' = $1`,
    [paymentId],
  );
  return Number(rows[0]?.n);
}

export async function walletOf(t: TestApp, token: string) {
  const res = await t.call('GET', '/api/v1/wallet', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
