import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { handlePaymentEvent } from '../src/modules/payment-events/index.ts';
import { subscriptions } from '../src/platform/db/schema/index.ts';
import type { TestApp } from './app.ts';

export const PLAN = { productId: 'kru-plus', monthlyPence: 999, yearlyPence: 7999 };

export const eventId = () => `evt_${randomBytes(6).toString('hex')}`;

/** Opens a subscription checkout through the API; answers the payment's id (from the sandbox's checkout URL). */
export async function openSubscriptionCheckout(
  t: TestApp,
  token: string,
  type: 'monthly' | 'yearly' = 'monthly',
  extra = '',
): Promise<string> {
  const res = await t.call(
    'GET',
    `/api/v1/subscription/checkout?product_id=${PLAN.productId}&type=${type}${extra}`,
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const match = /payment=([0-9a-f-]{36})/.exec(res.body.data.redirect_url);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** The provider reports the subscription's checkout paid (Stripe also names its subscription and period). */
export function paySubscription(
  t: TestApp,
  paymentId: string,
  extra: { id?: string; subscriptionRef?: string; periodEnd?: Date } = {},
) {
  return handlePaymentEvent(t.ctx, 'sandbox', {
    id: extra.id ?? eventId(),
    type: 'checkout.succeeded',
    paymentId,
    chargeRef: `ch_${paymentId}`,
    subscriptionRef: extra.subscriptionRef ?? null,
    periodEnd: extra.periodEnd ?? null,
  });
}

/** A student subscribed through checkout and payment; answers the payment's id and the subscription row. */
export async function subscribe(t: TestApp, token: string, type: 'monthly' | 'yearly' = 'monthly') {
  const paymentId = await openSubscriptionCheckout(t, token, type);
  expect(await paySubscription(t, paymentId)).toEqual({ applied: true });
  return { paymentId, subscription: await subscriptionOfPayment(t, paymentId) };
}

export async function subscriptionOfPayment(t: TestApp, paymentId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.firstPaymentId, paymentId));
  return row!;
}

export async function subscriptionRow(t: TestApp, id: number) {
  const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

/** How many ledger transactions are about this user (any account). */
export async function ledgerCountOf(t: TestApp, userId: number): Promise<number> {
  const { rows } = await t.ctx.db.$client.query<{ n: string }>(
    'SELECT count(*) AS n FROM ledger_transactions WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.n);
}

/** Every ledger transaction, as a count: a replay must leave it as it was. */
export async function ledgerSize(t: TestApp): Promise<number> {
  const { rows } = await t.ctx.db.$client.query<{ n: string }>(
    'SELECT count(*) AS n FROM ledger_transactions',
  );
  return Number(rows[0]?.n);
}
