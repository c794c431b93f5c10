import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type LoopbackStripe,
  signWebhook,
  startLoopbackStripe,
  stripeEvent,
} from '../../../test/stripe-server.ts';
import { ProviderRefusal } from './provider.ts';
import { createStripeProvider, type StripeProvider } from './stripe.ts';

let server: LoopbackStripe;
let stripe: StripeProvider;

beforeAll(async () => {
  server = await startLoopbackStripe();
  stripe = createStripeProvider(server.config);
});
afterAll(() => server.stop());
beforeEach(() => {
  server.requests.length = 0;
});

describe('the Stripe provider, against a loopback stand-in of Stripe', () => {
  it('opens a one-off Checkout Session in GBP for a top-up', async () => {
    const result = await stripe.createCheckout({
      paymentId: 'pay-1',
      purpose: 'top_up',
      amountPence: 1050,
      description: 'Kru wallet top-up',
      customerEmail: 'student@example.com',
      successUrl: 'http://kru.test/fees?checkout=success',
      cancelUrl: 'http://kru.test/fees?checkout=canceled',
      idempotencyKey: 'checkout:pay-1',
    });
    const [request] = server.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: 'checkout:pay-1',
    });
    expect(request?.body).toMatchObject({
      mode: 'payment',
      client_reference_id: 'pay-1',
      metadata: { payment_id: 'pay-1' },
      customer_email: 'student@example.com',
      success_url: 'http://kru.test/fees?checkout=success',
      cancel_url: 'http://kru.test/fees?checkout=canceled',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'gbp', unit_amount: '1050', product_data: { name: 'Kru wallet top-up' } },
        },
      ],
      payment_intent_data: { metadata: { payment_id: 'pay-1' } },
    });
    expect(result.providerRef).toMatch(/^cs_test_/);
    expect(result.url).toBe(server.sessions.get(result.providerRef)?.url);
  });

  it('opens a subscription Checkout Session with a recurring price for a plan', async () => {
    await stripe.createCheckout({
      paymentId: 'pay-2',
      purpose: 'subscription',
      amountPence: 9900,
      description: 'Kru Plus, yearly',
      customerEmail: 'student@example.com',
      successUrl: 'http://kru.test/fees',
      cancelUrl: 'http://kru.test/fees',
      recurring: { interval: 'year', productId: 'kru_plus' },
      idempotencyKey: 'checkout:pay-2',
    });
    expect(server.requests[0]?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'pay-2',
      line_items: [
        {
          price_data: {
            currency: 'gbp',
            unit_amount: '9900',
            recurring: { interval: 'year' },
            product_data: { name: 'Kru Plus, yearly', metadata: { product_id: 'kru_plus' } },
          },
        },
      ],
      subscription_data: { metadata: { payment_id: 'pay-2' } },
    });
    expect(server.requests[0]?.idempotencyKey).toBe('checkout:pay-2');
  });

  it('refunds to the payment intent (or the charge) with our refund id, answering its state', async () => {
    const byIntent = await stripe.refund({
      refundId: 'ref-1',
      chargeRef: 'pi_123',
      amountPence: 500,
      idempotencyKey: 'refund:ref-1',
    });
    expect(byIntent).toMatchObject({ status: 'succeeded' });
    expect(byIntent.providerRef).toMatch(/^re_/);
    server.setRefundStatus('pending');
    const byCharge = await stripe.refund({
      refundId: 'ref-2',
      chargeRef: 'ch_456',
      amountPence: 200,
      idempotencyKey: 'refund:ref-2',
    });
    server.setRefundStatus('succeeded');
    expect(byCharge.status).toBe('pending');
    expect(server.requests.map((r) => [r.path, r.idempotencyKey, r.body])).toEqual([
      [
        '/v1/refunds',
        'refund:ref-1',
        { payment_intent: 'pi_123', amount: '500', metadata: { refund_id: 'ref-1' } },
      ],
      ['/v1/refunds', 'refund:ref-2', { charge: 'ch_456', amount: '200', metadata: { refund_id: 'ref-2' } }],
    ]);
  });

  it('creates an Express account in GB with manual payouts, then an onboarding link', async () => {
    const link = await stripe.createPayoutAccountLink({
      userId: 42,
      email: 'tutor@example.com',
      accountId: null,
      returnUrl: 'http://kru.test/fees?connect=return',
      refreshUrl: 'http://kru.test/fees?connect=refresh',
      idempotencyKey: 'connect:42:1',
    });
    expect(link.accountId).toMatch(/^acct_/);
    expect(link.url).toContain(link.accountId);
    const [account, accountLink] = server.requests;
    expect(account).toMatchObject({ path: '/v1/accounts', idempotencyKey: 'connect:42:1:account' });
    expect(account?.body).toMatchObject({
      type: 'express',
      country: 'GB',
      email: 'tutor@example.com',
      metadata: { user_id: '42' },
      capabilities: { transfers: { requested: 'true' } },
      settings: { payouts: { schedule: { interval: 'manual' } } },
    });
    expect(accountLink).toMatchObject({ path: '/v1/account_links', idempotencyKey: 'connect:42:1:link' });
    expect(accountLink?.body).toEqual({
      account: link.accountId,
      type: 'account_onboarding',
      return_url: 'http://kru.test/fees?connect=return',
      refresh_url: 'http://kru.test/fees?connect=refresh',
    });
  });

  it('only links an account that exists already', async () => {
    const link = await stripe.createPayoutAccountLink({
      userId: 42,
      email: 'tutor@example.com',
      accountId: 'acct_existing',
      returnUrl: 'http://kru.test/r',
      refreshUrl: 'http://kru.test/f',
      idempotencyKey: 'connect:42:2',
    });
    expect(link.accountId).toBe('acct_existing');
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/account_links']);
  });

  it('pays out as a transfer to the connected account, then a bank payout on that account', async () => {
    const result = await stripe.payout({
      payoutId: 'po-1',
      accountId: 'acct_tutor',
      amountPence: 2500,
      idempotencyKey: 'payout:po-1',
    });
    const [transfer, payout] = server.requests;
    expect(transfer).toMatchObject({
      path: '/v1/transfers',
      idempotencyKey: 'payout:po-1:transfer',
      stripeAccount: undefined,
      body: { amount: '2500', currency: 'gbp', destination: 'acct_tutor', metadata: { payout_id: 'po-1' } },
    });
    expect(payout).toMatchObject({
      path: '/v1/payouts',
      idempotencyKey: 'payout:po-1:payout',
      stripeAccount: 'acct_tutor',
      body: { amount: '2500', currency: 'gbp', metadata: { payout_id: 'po-1' } },
    });
    expect(payout?.body.metadata.transfer_id).toMatch(/^tr_/);
    expect(result.providerRef).toMatch(/^po_/);
  });

  it('takes the transfer back when the bank payout cannot start, and fails', async () => {
    server.failNext('/v1/payouts', {
      status: 400,
      type: 'invalid_request_error',
      code: 'balance_insufficient',
      message: 'Insufficient funds',
    });
    await expect(
      stripe.payout({
        payoutId: 'po-2',
        accountId: 'acct_tutor',
        amountPence: 700,
        idempotencyKey: 'payout:po-2',
      }),
    ).rejects.toThrow(ProviderRefusal);
    const transferId = server.requests[1]?.body.metadata.transfer_id;
    expect(server.requests.map((r) => [r.path, r.idempotencyKey])).toEqual([
      ['/v1/transfers', 'payout:po-2:transfer'],
      ['/v1/payouts', 'payout:po-2:payout'],
      [`/v1/transfers/${transferId}/reversals`, 'payout:po-2:reversal'],
    ]);
    expect(server.requests[2]?.body).toEqual({ amount: '700', metadata: { payout_id: 'po-2' } });
  });

  it('leaves the transfer when the outcome of the bank payout is unknown (5xx): no refusal', async () => {
    server.failNext('/v1/payouts', { status: 500, type: 'api_error', message: 'Something went wrong' }, 3);
    const error = await stripe
      .payout({ payoutId: 'po-5', accountId: 'acct_tutor', amountPence: 100, idempotencyKey: 'payout:po-5' })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ProviderRefusal);
    expect(server.requests.some((r) => r.path.endsWith('/reversals'))).toBe(false);
  });

  it('replays a repeated key without a second transfer, as Stripe does', async () => {
    const request = {
      payoutId: 'po-3',
      accountId: 'acct_tutor',
      amountPence: 300,
      idempotencyKey: 'payout:po-3',
    };
    const first = await stripe.payout(request);
    const again = await stripe.payout(request);
    expect(again.providerRef).toBe(first.providerRef);
  });

  it('cancels a subscription at the end of its period', async () => {
    await stripe.cancelSubscription({ providerRef: 'sub_77', idempotencyKey: 'cancel:sub_77' });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/subscriptions/sub_77',
        idempotencyKey: 'cancel:sub_77',
        stripeAccount: undefined,
        body: { cancel_at_period_end: 'true' },
        replayed: false,
      },
    ]);
  });

  it('resumes a cancelled subscription: it renews at the end of its period again', async () => {
    await stripe.resumeSubscription({ providerRef: 'sub_78', idempotencyKey: 'resume:78:1' });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/subscriptions/sub_78',
        idempotencyKey: 'resume:78:1',
        stripeAccount: undefined,
        body: { cancel_at_period_end: 'false' },
        replayed: false,
      },
    ]);
  });

  it('verifies webhook signatures with any configured secret, within the tolerance', () => {
    const connectSecret = 'whsec_connect_endpoint';
    const provider = createStripeProvider({
      ...server.config,
      webhookSecret: `${server.webhookSecret}, ${connectSecret}`,
    });
    const payload = JSON.stringify(stripeEvent('account.updated', { id: 'acct_1' }, { id: 'evt_sig' }));
    const now = new Date();
    const at = Math.floor(now.getTime() / 1000);
    for (const secret of [server.webhookSecret, connectSecret]) {
      const event = provider.verifyWebhook(Buffer.from(payload), signWebhook(payload, secret, at), now, 300);
      expect(event.id).toBe('evt_sig');
    }
    expect(() =>
      provider.verifyWebhook(Buffer.from(payload), signWebhook(payload, 'whsec_other', at), now, 300),
    ).toThrow();
    expect(() =>
      provider.verifyWebhook(Buffer.from(payload), signWebhook(payload, connectSecret, at - 301), now, 300),
    ).toThrow(/tolerance/);
  });
});
