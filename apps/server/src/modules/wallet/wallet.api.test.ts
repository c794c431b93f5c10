import { randomUUID } from 'node:crypto';
import { paymentSchema, walletSchema } from '@kru/contract';
import { count } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import {
  ledgerTransaction,
  openTopUp,
  payCheckout,
  paymentRow,
  transactionsOfPayment,
  walletOf,
} from '../../../test/wallet.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { payments } from '../../platform/db/schema/index.ts';
import { handlePaymentEvent } from '../payment-events/index.ts';
import { completeCheckout, startCheckout } from './index.ts';

let t: TestApp;
let student: CreatedUser;
const clock = movableClock(new Date('2030-03-01T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  student = await createUser(t.ctx);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const paymentCount = async () => (await t.ctx.db.select({ n: count() }).from(payments))[0]!.n;
const checkout = (query: string, token = student.token, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/v1/wallet/checkout?${query}`, { token, headers });

describe('who may use the wallet', () => {
  const calls = [
    '/wallet',
    '/wallet/transactions',
    '/wallet/checkout?amount=10',
    `/wallet/payments/${randomUUID()}`,
    '/wallet/refund',
  ];

  it.each(calls)('GET %s needs a signed-in user', async (path) => {
    const res = await t.call('GET', `/api/v1${path}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Sorry, You are not allowed to access the requested resource.',
    });
  });

  it.each(calls)('GET %s answers 403 to an admin, opening no payment', async (path) => {
    const admin = await createUser(t.ctx, { role: 'admin' });
    const before = await paymentCount();
    const res = await t.call('GET', `/api/v1${path}`, { token: admin.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'Admin accounts do not hold a wallet',
    });
    expect(await paymentCount()).toBe(before);
  });

  it('shows a student and a tutor an empty wallet with the limits and the provider', async () => {
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    for (const { token } of [await createUser(t.ctx), tutor]) {
      const wallet = await walletOf(t, token);
      expect(walletSchema.parse(wallet)).toEqual(wallet);
      expect(wallet).toMatchObject({
        currency: 'GBP',
        balance: 0,
        held: 0,
        refundable: 0,
        earnings: { available: 0, pending_payout: 0, total_earned: 0 },
        payout_account: { status: 'incomplete' },
        min_top_up: 0.3,
        max_top_up: 1000,
        provider: 'sandbox',
      });
    }
  });

  it("answers 404 for another user's payment, an unknown one and a malformed id", async () => {
    const other = await createUser(t.ctx);
    const paymentId = await openTopUp(t, other.token, 5);
    for (const id of [paymentId, randomUUID(), 'not-a-payment']) {
      const res = await t.call('GET', `/api/v1/wallet/payments/${id}`, { token: student.token });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await t.call('GET', `/api/v1/wallet/payments/${paymentId}`, { token: other.token })).status).toBe(
      200,
    );
  });
});

describe('GET /wallet/checkout', () => {
  it('opens a payment and a checkout at the provider, answering where to pay', async () => {
    const user = await createUser(t.ctx);
    const spy = vi.spyOn(t.ctx.payments, 'createCheckout');
    const res = await checkout('amount=10', user.token);
    expect(res.status).toBe(200);
    const paymentId = /payment=([0-9a-f-]{36})/.exec(res.body.data.redirect_url)![1]!;
    expect(res.body.data).toEqual({ redirect_url: `/sandbox/checkout?payment=${paymentId}` });
    const appUrl = t.ctx.config.appUrl;
    expect(spy).toHaveBeenCalledWith({
      paymentId,
      purpose: 'top_up',
      amountPence: 1000,
      description: 'Kru wallet top-up',
      customerEmail: user.user.email,
      successUrl: `${appUrl}/fees?checkout=success&payment=${paymentId}`,
      cancelUrl: `${appUrl}/fees?checkout=canceled&payment=${paymentId}`,
      recurring: undefined,
      idempotencyKey: `checkout:${paymentId}`,
    });
    expect(await paymentRow(t, paymentId)).toMatchObject({
      userId: user.user.id,
      purpose: 'top_up',
      provider: 'sandbox',
      providerRef: `sbx_cs_${paymentId}`,
      status: 'open',
      amountPence: 1000,
      refundedPence: 0,
      returnPath: '/fees',
    });
    const payment = await t.call('GET', `/api/v1/wallet/payments/${paymentId}`, { token: user.token });
    expect(payment.status).toBe(200);
    expect(paymentSchema.parse(payment.body.data)).toEqual(payment.body.data);
    expect(payment.body.data).toMatchObject({
      id: paymentId,
      purpose: 'top_up',
      status: 'open',
      amount: 10,
      currency: 'GBP',
      failure_reason: null,
    });
    expect((await walletOf(t, user.token)).balance).toBe(0);
  });

  it('accepts the minimum, the maximum and a return path inside Kru', async () => {
    const spy = vi.spyOn(t.ctx.payments, 'createCheckout');
    expect((await checkout('amount=0.30')).status).toBe(200);
    expect((await checkout('amount=1000')).status).toBe(200);
    const res = await checkout(
      `amount=12.5&return_path=${encodeURIComponent('/skills/subscribe?from=fees')}`,
    );
    expect(res.status).toBe(200);
    const request = spy.mock.calls.at(-1)![0];
    expect(request.amountPence).toBe(1250);
    expect(request.successUrl).toBe(
      `${t.ctx.config.appUrl}/skills/subscribe?from=fees&checkout=success&payment=${request.paymentId}`,
    );
    expect((await paymentRow(t, request.paymentId)).returnPath).toBe('/skills/subscribe?from=fees');
  });

  it.each([
    ['amount=0.29', 'amount', 'The minimum top-up is £0.30'],
    ['amount=0', 'amount', 'The minimum top-up is £0.30'],
    ['amount=-5', 'amount', 'The minimum top-up is £0.30'],
    ['amount=1000.01', 'amount', 'The maximum is £1,000.00 at a time'],
    ['amount=1.005', 'amount', 'The amount can have at most two decimals'],
    ['amount=ten', 'amount', 'Enter an amount in pounds'],
    ['', 'amount', 'Enter an amount in pounds'],
    ['amount=10&return_path=%2F%2Fevil.example', 'return_path', 'The return address must be a page of Kru'],
    [
      'amount=10&return_path=https%3A%2F%2Fevil.example%2Ffees',
      'return_path',
      'The return address must be a page of Kru',
    ],
  ])('?%s answers 422 and opens no payment', async (query, field, message) => {
    const before = await paymentCount();
    const res = await checkout(query);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message,
      errors: { [field]: [message] },
    });
    expect(await paymentCount()).toBe(before);
  });

  it('says what is wrong in Thai', async () => {
    const res = await checkout('amount=0.1', student.token, { 'accept-language': 'th' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('เติมเงินขั้นต่ำ £0.30');
  });
});

describe('completing a checkout', () => {
  it('credits the wallet once: provider -> wallet, with the payment as reference', async () => {
    const user = await createUser(t.ctx);
    const paymentId = await openTopUp(t, user.token, '10.50');
    expect(await payCheckout(t, paymentId, `evt_ok_${paymentId}`)).toEqual({ applied: true });

    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'succeeded',
      providerChargeRef: `ch_${paymentId}`,
      completedAt: clock.now(),
    });
    expect(await ledgerTransaction(t, `top_up:${paymentId}`)).toMatchObject({
      kind: 'top_up',
      user_id: user.user.id,
      reference: { payment_id: paymentId },
      entries: { provider: -1050, wallet: 1050 },
    });
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 10.5, refundable: 10.5 });
    const payment = await t.call('GET', `/api/v1/wallet/payments/${paymentId}`, { token: user.token });
    expect(payment.body.data).toMatchObject({ status: 'succeeded', amount: 10.5 });

    // The same event again, and another success report for the same payment: nothing changes.
    expect(await payCheckout(t, paymentId, `evt_ok_${paymentId}`)).toEqual({ applied: false });
    expect(await payCheckout(t, paymentId)).toEqual({ applied: true });
    expect(await transactionsOfPayment(t, paymentId)).toBe(1);
    expect((await walletOf(t, user.token)).balance).toBe(10.5);
  });

  it('records a declined card and an abandoned checkout, moving no money, and ignores later reports', async () => {
    const user = await createUser(t.ctx);
    const declined = await openTopUp(t, user.token, 7);
    const abandoned = await openTopUp(t, user.token, 8);
    await handlePaymentEvent(t.ctx, 'sandbox', {
      id: `evt_f_${declined}`,
      type: 'checkout.failed',
      paymentId: declined,
      reason: 'card_declined',
    });
    await handlePaymentEvent(t.ctx, 'sandbox', {
      id: `evt_e_${abandoned}`,
      type: 'checkout.expired',
      paymentId: abandoned,
    });
    expect(await paymentRow(t, declined)).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
    expect(await paymentRow(t, abandoned)).toMatchObject({ status: 'expired', failureReason: null });
    const res = await t.call('GET', `/api/v1/wallet/payments/${declined}`, { token: user.token });
    expect(res.body.data).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });

    // A final checkout stays as it is, whatever is reported after.
    await payCheckout(t, declined);
    await handlePaymentEvent(t.ctx, 'sandbox', {
      id: `evt_late_${abandoned}`,
      type: 'checkout.failed',
      paymentId: abandoned,
      reason: 'late',
    });
    expect((await paymentRow(t, declined)).status).toBe('failed');
    expect((await paymentRow(t, abandoned)).status).toBe('expired');
    expect(await transactionsOfPayment(t, declined)).toBe(0);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0, refundable: 0 });
  });

  it('ignores events for unknown or malformed payments', async () => {
    for (const paymentId of [randomUUID(), 'cs_not_ours']) {
      expect(await payCheckout(t, paymentId)).toEqual({ applied: true });
      await handlePaymentEvent(t.ctx, 'sandbox', {
        id: `evt_x_${paymentId}`,
        type: 'checkout.expired',
        paymentId,
      });
    }
  });

  it('moves no wallet money for a subscription checkout (the subscriptions module posts it)', async () => {
    const user = await createUser(t.ctx);
    const { paymentId } = await startCheckout(t.ctx, {
      userId: user.user.id,
      email: user.user.email,
      purpose: 'subscription',
      amountPence: 999,
      description: 'Kru Plus, monthly',
      returnPath: '/fees',
    });
    const completed = await inTransaction(t.ctx.db, (tx, afterCommit) =>
      completeCheckout(t.ctx, tx, afterCommit, {
        id: 'evt_sub',
        type: 'checkout.succeeded',
        paymentId,
        chargeRef: 'ch_sub',
      }),
    );
    expect(completed).toMatchObject({ id: paymentId, purpose: 'subscription', status: 'succeeded' });
    expect(await transactionsOfPayment(t, paymentId)).toBe(0);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0, refundable: 0 });
  });
});
