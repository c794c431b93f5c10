import { MSG } from '@kru/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import {
  type LoopbackStripe,
  signWebhook,
  startLoopbackStripe,
  stripeEvent,
} from '../../../test/stripe-server.ts';
import { ledgerTransactions, paymentEvents, payments, refunds } from '../../platform/db/schema/index.ts';
import { translate } from '../../platform/i18n.ts';

let server: LoopbackStripe;
let t: TestApp;

beforeAll(async () => {
  server = await startLoopbackStripe();
  t = await createTestApp({ config: { stripe: server.config } });
});
afterAll(() => server.stop());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const invalidSignature = translate(MSG.webhookSignatureInvalid, 'en');

/** One delivery to the webhook endpoint, signed like Stripe signs unless told otherwise. */
function deliver(
  event: object,
  options: { secret?: string; timestamp?: number; signature?: string | null; body?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signWebhook(payload, options.secret ?? server.webhookSecret, options.timestamp ?? nowSeconds())
      : options.signature;
  return t.call('POST', '/api/v1/webhooks/stripe', {
    body: options.body ?? payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}

/** A student's top-up through Stripe Checkout: the session Kru opened and our payment id. */
async function openTopUp(token: string, amount: string) {
  const response = await t.call('GET', `/api/v1/wallet/checkout?amount=${amount}`, { token });
  expect(response.status).toBe(200);
  const session = [...server.sessions.values()].find((s) => s.url === response.body.data.redirect_url);
  expect(session).toBeDefined();
  return { sessionId: session?.id as string, paymentId: session?.client_reference_id as string };
}

async function balanceOf(token: string): Promise<number> {
  const wallet = await t.call('GET', '/api/v1/wallet', { token });
  expect(wallet.status).toBe(200);
  return wallet.body.data.balance;
}

async function topUpTransactions(paymentId: string) {
  return t.ctx.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `top_up:${paymentId}`));
}

describe('POST /webhooks/stripe: a top-up through Stripe Checkout', () => {
  it('redirects to the session Kru opened (with the payment id as its key) and credits the wallet once', async () => {
    const { token } = await createUser(t.ctx);
    const { sessionId, paymentId } = await openTopUp(token, '10.50');
    const sessionCall = server.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === paymentId,
    );
    expect(sessionCall).toMatchObject({ idempotencyKey: `checkout:${paymentId}` });
    expect(sessionCall?.body).toMatchObject({ mode: 'payment', metadata: { payment_id: paymentId } });
    expect(sessionCall?.body.line_items[0].price_data).toMatchObject({
      currency: 'gbp',
      unit_amount: '1050',
    });

    const event = server.completeCheckout(sessionId);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: true, applied: true });
    expect(await balanceOf(token)).toBe(10.5);

    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ received: true, applied: false });
    expect(await balanceOf(token)).toBe(10.5);
    expect(await topUpTransactions(paymentId)).toHaveLength(1);
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'succeeded', providerRef: sessionId });
    expect(payment?.providerChargeRef).toMatch(/^pi_/);
  });

  it('credits once when the same event arrives three times in parallel', async () => {
    const { token } = await createUser(t.ctx);
    const { sessionId, paymentId } = await openTopUp(token, '7.25');
    const event = server.completeCheckout(sessionId);
    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.data.applied)).toHaveLength(1);
    expect(await balanceOf(token)).toBe(7.25);
    expect(await topUpTransactions(paymentId)).toHaveLength(1);
  });

  it('marks an expired session and an async payment failure without moving money', async () => {
    const { token } = await createUser(t.ctx);
    const expired = await openTopUp(token, '5.00');
    const failed = await openTopUp(token, '6.00');
    const session = (id: string) => ({ ...server.sessions.get(id) });
    expect((await deliver(stripeEvent('checkout.session.expired', session(expired.sessionId)))).status).toBe(
      200,
    );
    expect(
      (await deliver(stripeEvent('checkout.session.async_payment_failed', session(failed.sessionId)))).status,
    ).toBe(200);
    const rows = await t.ctx.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(inArray(payments.id, [expired.paymentId, failed.paymentId]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [expired.paymentId]: 'expired',
      [failed.paymentId]: 'failed',
    });
    expect(await balanceOf(token)).toBe(0);
  });
});

describe('POST /webhooks/stripe: what is refused', () => {
  it('refuses a bad signature, an old timestamp, a missing header or an altered body, changing nothing', async () => {
    const { token } = await createUser(t.ctx);
    const { sessionId, paymentId } = await openTopUp(token, '12.00');
    const event = server.completeCheckout(sessionId);
    const payload = JSON.stringify(event);
    const refusals = [
      await deliver(event, { secret: 'whsec_not_the_endpoint_secret' }),
      await deliver(event, { timestamp: nowSeconds() - 301 }),
      await deliver(event, { signature: null }),
      await deliver(event, { signature: 't=1,v1=deadbeef' }),
      await deliver(event, { body: payload.replace('"paid"', '"unpaid"') }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(refusal.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: invalidSignature });
    }
    expect(await balanceOf(token)).toBe(0);
    expect(
      await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)),
    ).toHaveLength(0);
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('open');

    // The refused deliveries did not use up the event: Stripe's genuine retry is applied.
    const genuine = await deliver(event, { timestamp: nowSeconds() - 299 });
    expect(genuine.body.data).toEqual({ received: true, applied: true });
    expect(await balanceOf(token)).toBe(12);
  });

  it('acknowledges event types Kru does not use, and records nothing', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ received: true, applied: false });
    expect(
      await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)),
    ).toHaveLength(0);
  });
});

describe('POST /webhooks/stripe: refunds', () => {
  it('refunds a top-up to its payment intent, then settles it from refund.updated', async () => {
    const { token } = await createUser(t.ctx);
    const { sessionId, paymentId } = await openTopUp(token, '20.00');
    const completed = server.completeCheckout(sessionId);
    await deliver(completed);
    const paymentIntent = completed.data.object.payment_intent;

    server.setRefundStatus('pending');
    const refunded = await t.call('GET', '/api/v1/wallet/refund', { token });
    server.setRefundStatus('succeeded');
    expect(refunded.status).toBe(200);
    expect(await balanceOf(token)).toBe(0);
    const [refund] = await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(refund).toMatchObject({ status: 'pending', amountPence: 2000 });
    const call = server.requests.find(
      (r) => r.path === '/v1/refunds' && r.body.metadata?.refund_id === refund?.id,
    );
    expect(call?.body).toMatchObject({ payment_intent: paymentIntent, amount: '2000' });
    expect(call?.idempotencyKey).toBeTruthy();

    const settled = stripeEvent('refund.updated', {
      id: refund?.providerRef,
      object: 'refund',
      amount: 2000,
      payment_intent: paymentIntent,
      metadata: { refund_id: refund?.id },
      status: 'succeeded',
    });
    expect((await deliver(settled)).body.data.applied).toBe(true);
    const [after] = await t.ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, refund?.id as string));
    expect(after?.status).toBe('succeeded');
    expect(await balanceOf(token)).toBe(0);
  });

  it('returns a refund that failed at the bank to the wallet', async () => {
    const { token } = await createUser(t.ctx);
    const { sessionId, paymentId } = await openTopUp(token, '3.00');
    await deliver(server.completeCheckout(sessionId));
    server.setRefundStatus('pending');
    await t.call('GET', '/api/v1/wallet/refund', { token });
    server.setRefundStatus('succeeded');
    const [refund] = await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

    const failed = stripeEvent('charge.refund.updated', {
      id: refund?.providerRef,
      object: 'refund',
      amount: 300,
      metadata: { refund_id: refund?.id },
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect((await deliver(failed)).body.data.applied).toBe(true);
    const [after] = await t.ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, refund?.id as string));
    expect(after?.status).toBe('failed');
    expect(await balanceOf(token)).toBe(3);
  });
});

describe('with Stripe as the provider', () => {
  it("has none of the sandbox's pages", async () => {
    const { token } = await createUser(t.ctx);
    const { paymentId } = await openTopUp(token, '1.00');
    expect((await t.call('GET', `/api/v1/sandbox/checkout/${paymentId}`, { token })).status).toBe(404);
    const completed = await t.call('POST', `/api/v1/sandbox/checkout/${paymentId}/complete`, {
      token,
      body: { outcome: 'pay', card_number: '4242424242424242' },
    });
    expect(completed.status).toBe(404);
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    const body = { account_holder: 'Ada', sort_code: '123456', account_number: '12345678' };
    expect((await t.call('POST', '/api/v1/sandbox/connect', { token: tutor.token, body })).status).toBe(404);
    expect(await balanceOf(token)).toBe(0);
  });

  it('has no webhook endpoint until a webhook secret is configured', async () => {
    const unsigned = await createTestApp({
      config: { stripe: { ...server.config, webhookSecret: undefined } },
    });
    const payload = JSON.stringify(stripeEvent('customer.created', { id: 'cus_2' }));
    const response = await unsigned.call('POST', '/api/v1/webhooks/stripe', {
      body: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(payload, server.webhookSecret),
      },
    });
    expect(response.status).toBe(404);
  });
});
