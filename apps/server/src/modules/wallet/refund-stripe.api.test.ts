import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import {
  deliverWebhook,
  type LoopbackStripe,
  startLoopbackStripe,
  stripeEvent,
} from '../../../test/stripe-server.ts';
import { ledgerTransaction, paymentRow, walletOf } from '../../../test/wallet.ts';
import { payments, refunds } from '../../platform/db/schema/index.ts';
import { handlePaymentEvent } from '../payment-events/index.ts';
import { REFUND_RETRY_AFTER_MS, REFUND_RETRY_WINDOW_MS, retryUnsentRefunds } from './retry-unsent-refunds.ts';

// Refunds against the Stripe stand-in: refused for good, refused later, unknown, retried, and the old sandbox
// top-ups that never go to Stripe.

let server: LoopbackStripe;
let t: TestApp;
const clock = movableClock();

beforeAll(async () => {
  server = await startLoopbackStripe();
  t = await createTestApp({ config: { stripe: server.config }, context: { clock } });
});
afterAll(() => server.stop());

const deliver = (event: object) => deliverWebhook(t, server, event);

/** A top-up paid through Stripe Checkout (the payer finishes Stripe's page, its webhook reports it). */
async function stripeTopUp(token: string, pounds: number): Promise<string> {
  const res = await t.call('GET', `/api/v1/wallet/checkout?amount=${pounds}`, { token });
  expect(res.status).toBe(200);
  const session = [...server.sessions.values()].find((s) => s.url === res.body.data.redirect_url);
  expect((await deliver(server.completeCheckout(session!.id))).body.data.applied).toBe(true);
  return session!.client_reference_id as string;
}

/** A top-up paid in the sandbox before Stripe was configured (test money). */
async function oldSandboxTopUp(userId: number, pence: number): Promise<string> {
  const [payment] = await t.ctx.db
    .insert(payments)
    .values({ userId, purpose: 'top_up', provider: 'sandbox', amountPence: pence, createdAt: clock.now() })
    .returning();
  const paid = { id: `evt_old_${payment!.id}`, type: 'checkout.succeeded', paymentId: payment!.id } as const;
  await handlePaymentEvent(t.ctx, 'sandbox', { ...paid, chargeRef: `sbx_ch_${payment!.id}` });
  return payment!.id;
}

const refund = (token: string) => t.call('GET', '/api/v1/wallet/refund', { token });
const refundRow = async (id: string) => (await t.ctx.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const refundCalls = (refundId: string) =>
  server.requests.filter((r) => r.path === '/v1/refunds' && r.body.metadata?.refund_id === refundId);

/** Stripe's refund.updated for our refund. */
function refundUpdated(refundId: string, status: string, failureReason?: string) {
  const object = {
    id: `re_${refundId.slice(0, 8)}`,
    object: 'refund',
    status,
    metadata: { refund_id: refundId },
  };
  return stripeEvent('refund.updated', { ...object, failure_reason: failureReason ?? null });
}

describe('a refund Stripe refuses', () => {
  it('refused for good (a disputed charge): failed at once, the money back in the wallet, never retried', async () => {
    const user = await createUser(t.ctx);
    const paymentId = await stripeTopUp(user.token, 9);
    server.failNext('/v1/refunds', {
      status: 400,
      type: 'invalid_request_error',
      code: 'charge_disputed',
      message: 'Charge ch_1 has been charged back; cannot issue a refund.',
    });
    const res = await refund(user.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: 0, refunds: [{ amount: 9, status: 'failed' }] });
    const refundId = res.body.data.refunds[0].id;
    expect(await refundRow(refundId)).toMatchObject({ status: 'failed', failureReason: 'charge_disputed' });
    expect(await ledgerTransaction(t, `refund_failed:${refundId}`)).toMatchObject({
      entries: { provider: -900, wallet: 900 },
    });
    expect((await paymentRow(t, paymentId)).refundedPence).toBe(0);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 9, refundable: 9 });

    clock.advance(REFUND_RETRY_AFTER_MS + 60_000);
    await retryUnsentRefunds(t.ctx);
    expect(refundCalls(refundId)).toHaveLength(1);
  });

  it('answered failed by Stripe: the money back, and the top-up can be refunded again', async () => {
    const user = await createUser(t.ctx);
    const paymentId = await stripeTopUp(user.token, 6);
    server.setRefundStatus('failed');
    const res = await refund(user.token);
    server.setRefundStatus('succeeded');
    expect(res.body.data).toMatchObject({ refunded: 0, refunds: [{ amount: 6, status: 'failed' }] });
    const refundId = res.body.data.refunds[0].id;
    expect(await refundRow(refundId)).toMatchObject({ status: 'failed', providerRef: expect.any(String) });
    const original = await ledgerTransaction(t, `refund:${refundId}`);
    expect(await ledgerTransaction(t, `refund_failed:${refundId}`)).toMatchObject({
      kind: 'refund_failed',
      reverses_id: original!.id,
      entries: { provider: -600, wallet: 600 },
    });
    expect((await paymentRow(t, paymentId)).refundedPence).toBe(0);
    const history = await t.call('GET', '/api/v1/wallet/transactions', { token: user.token });
    expect(
      history.body.data.slice(0, 2).map((l: Record<string, unknown>) => [l.kind, l.amount, l.state]),
    ).toEqual([
      ['refund_failed', 6, 'completed'],
      ['refund', -6, 'failed'],
    ]);
    expect((await refund(user.token)).body.data).toMatchObject({
      refunded: 6,
      refunds: [{ status: 'succeeded' }],
    });
  });

  it('settles pending, then failed by refund.updated: reversed once however often it is reported', async () => {
    const user = await createUser(t.ctx);
    const paymentId = await stripeTopUp(user.token, 12);
    server.setRefundStatus('pending');
    const res = await refund(user.token);
    server.setRefundStatus('succeeded');
    const refundId = res.body.data.refunds[0].id;
    expect(await refundRow(refundId)).toMatchObject({ status: 'pending', providerRef: expect.any(String) });

    const failed = refundUpdated(refundId, 'failed', 'expired_or_canceled_card');
    await deliver(failed);
    expect((await deliver(failed)).body.data.applied).toBe(false);
    await deliver(refundUpdated(refundId, 'failed', 'expired_or_canceled_card'));
    expect(await refundRow(refundId)).toMatchObject({
      status: 'failed',
      failureReason: 'expired_or_canceled_card',
    });
    expect(await ledgerTransaction(t, `refund_failed:${refundId}`)).toMatchObject({
      entries: { provider: -1200, wallet: 1200 },
    });
    expect((await paymentRow(t, paymentId)).refundedPence).toBe(0);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 12, refundable: 12 });
  });
});

describe('a refund whose outcome is unknown', () => {
  it('answer lost: pending until refund.updated, which a later contrary report cannot undo', async () => {
    const user = await createUser(t.ctx);
    await stripeTopUp(user.token, 15);
    server.loseAnswers('/v1/refunds', 3);
    const res = await refund(user.token);
    expect(res.body.data).toMatchObject({ refunded: 15, refunds: [{ amount: 15, status: 'pending' }] });
    const refundId = res.body.data.refunds[0].id;
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0, refundable: 0 });

    expect((await deliver(refundUpdated(refundId, 'succeeded'))).body.data.applied).toBe(true);
    expect(await refundRow(refundId)).toMatchObject({ status: 'succeeded', settledAt: clock.now() });
    await deliver(refundUpdated(refundId, 'failed', 'unknown'));
    expect((await refundRow(refundId)).status).toBe('succeeded');
    expect(await ledgerTransaction(t, `refund_failed:${refundId}`)).toBeUndefined();
  });

  it('5xx: asked again after ten minutes with the same idempotency key, and not once settled', async () => {
    const user = await createUser(t.ctx);
    await stripeTopUp(user.token, 8);
    server.failNext('/v1/refunds', { status: 500, type: 'api_error', message: 'Something went wrong' }, 3);
    const refundId = (await refund(user.token)).body.data.refunds[0].id;
    expect(await refundRow(refundId)).toMatchObject({ status: 'pending', providerRef: null });

    clock.advance(REFUND_RETRY_AFTER_MS - 60_000);
    await retryUnsentRefunds(t.ctx);
    expect((await refundRow(refundId)).status).toBe('pending');

    clock.advance(2 * 60_000);
    await retryUnsentRefunds(t.ctx);
    expect(await refundRow(refundId)).toMatchObject({ status: 'succeeded', settledAt: clock.now() });
    const calls = refundCalls(refundId);
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set([`refund:${refundId}`]));
    clock.advance(REFUND_RETRY_AFTER_MS);
    await retryUnsentRefunds(t.ctx);
    expect(refundCalls(refundId)).toHaveLength(4);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0 });
  });
});

describe('a refund left unsent for a day', () => {
  it('is not asked for again past the 24 hours Stripe keeps a key', async () => {
    const user = await createUser(t.ctx);
    await stripeTopUp(user.token, 4);
    server.failNext('/v1/refunds', { status: 500, type: 'api_error', message: 'Something went wrong' }, 3);
    const refundId = (await refund(user.token)).body.data.refunds[0].id;
    clock.advance(REFUND_RETRY_WINDOW_MS + 60_000);
    await retryUnsentRefunds(t.ctx);
    expect(refundCalls(refundId)).toHaveLength(3);
    expect(await refundRow(refundId)).toMatchObject({ status: 'pending', providerRef: null });
  });
});

describe('a refund goes to the provider that took the payment', () => {
  it('an old sandbox top-up is refunded by the sandbox, never sent to Stripe', async () => {
    const user = await createUser(t.ctx);
    const sandboxPayment = await oldSandboxTopUp(user.user.id, 300);
    clock.advance(60_000);
    const stripePayment = await stripeTopUp(user.token, 5);
    const res = await refund(user.token);
    expect(res.body.data.refunded).toBe(8);
    const rows = await t.ctx.db.select().from(refunds).where(eq(refunds.userId, user.user.id));
    const bySandbox = rows.find((r) => r.paymentId === sandboxPayment)!;
    const byStripe = rows.find((r) => r.paymentId === stripePayment)!;
    expect(bySandbox).toMatchObject({
      amountPence: 300,
      status: 'succeeded',
      providerRef: `sbx_re_${bySandbox.id}`,
    });
    expect(refundCalls(bySandbox.id)).toHaveLength(0);
    expect(byStripe).toMatchObject({ amountPence: 500, status: 'succeeded' });
    expect(refundCalls(byStripe.id)[0]?.body).toMatchObject({
      amount: '500',
      payment_intent: expect.any(String),
    });
  });
});
