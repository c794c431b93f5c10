import { subscriptionSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser, emailsTo, lastEmailTo } from '../../../test/factories.ts';
import {
  eventId,
  ledgerCountOf,
  ledgerSize,
  openSubscriptionCheckout,
  PLAN,
  paySubscription,
  subscribe,
  subscriptionOfPayment,
} from '../../../test/subscriptions.ts';
import { ledgerTransaction, paymentRow } from '../../../test/wallet.ts';
import { subscriptionPlans, subscriptions } from '../../platform/db/schema/index.ts';

const DAY = 24 * 3600 * 1000;
// The last day of January: a monthly period ends on the last day of February.
const clock = movableClock(new Date('2030-01-31T10:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});

const TH = { 'accept-language': 'th' };
const checkout = (token: string | undefined, query: string, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/v1/subscription/checkout?${query}`, { token, headers });
const mySubscription = (token: string, headers: Record<string, string> = {}) =>
  t.call('GET', '/api/v1/user/subscription', { token, headers });
const cancel = (token: string) => t.call('POST', '/api/v1/subscription/cancel', { token });

describe('GET /subscription/checkout', () => {
  it('answers 401 without a token', async () => {
    const res = await checkout(undefined, `product_id=${PLAN.productId}&type=monthly`);
    expect(res.status).toBe(401);
  });

  it('refuses tutors and admins with 403', async () => {
    for (const role of ['teacher', 'admin'] as const) {
      const { token } = await createUser(t.ctx, { role });
      const res = await checkout(token, `product_id=${PLAN.productId}&type=monthly`);
      expect(res.status, role).toBe(403);
      expect(res.body.message).toBe('Only students can subscribe to a plan');
    }
  });

  it('refuses an unknown or withdrawn plan, a missing plan and a bad billing type with 422', async () => {
    const { token } = await createUser(t.ctx);
    await t.ctx.db.insert(subscriptionPlans).values({
      productId: 'kru-retired',
      nameEn: 'Retired',
      nameTh: 'เลิกขาย',
      descriptionEn: 'Old',
      descriptionTh: 'เก่า',
      monthlyPricePence: 500,
      yearlyPricePence: 5000,
      isActive: false,
    });
    for (const query of ['product_id=nope&type=monthly', 'product_id=kru-retired&type=monthly']) {
      const res = await checkout(token, query);
      expect(res.status, query).toBe(422);
      expect(res.body.errors.product_id).toEqual(['This plan is not on sale']);
    }
    expect((await checkout(token, 'type=monthly')).status).toBe(422);
    const badType = await checkout(token, `product_id=${PLAN.productId}&type=weekly`);
    expect(badType.status).toBe(422);
    expect(badType.body.errors.type).toBeDefined();
  });

  it('refuses a return path outside Kru', async () => {
    const { token } = await createUser(t.ctx);
    const res = await checkout(token, `product_id=${PLAN.productId}&type=monthly&return_path=//evil.example`);
    expect(res.status).toBe(422);
    expect(res.body.errors.return_path).toBeDefined();
  });

  it("opens a payment of the plan's price for that billing period", async () => {
    const { user, token } = await createUser(t.ctx);
    const monthly = await paymentRow(t, await openSubscriptionCheckout(t, token));
    expect(monthly).toMatchObject({
      userId: user.id,
      purpose: 'subscription',
      status: 'open',
      amountPence: PLAN.monthlyPence,
      billing: 'monthly',
      returnPath: '/fees',
    });
    const yearlyId = await openSubscriptionCheckout(t, token, 'yearly', '&return_path=/courses/subscribe');
    const yearly = await paymentRow(t, yearlyId);
    expect(yearly).toMatchObject({ amountPence: PLAN.yearlyPence, billing: 'yearly' });
    expect(yearly.returnPath).toBe('/courses/subscribe');
  });

  it('refuses a second subscription while one is live (active, or canceled in its grace period)', async () => {
    const { token } = await createUser(t.ctx);
    await subscribe(t, token);
    const active = await checkout(token, `product_id=${PLAN.productId}&type=yearly`);
    expect(active.status).toBe(409);
    expect(active.body.message).toBe('You already have a subscription');
    expect((await cancel(token)).status).toBe(200);
    expect((await checkout(token, `product_id=${PLAN.productId}&type=yearly`)).status).toBe(409);
  });
});

describe('activation when the provider reports the payment', () => {
  it('starts the subscription for a calendar month and records the money once', async () => {
    const { user, token } = await createUser(t.ctx, { firstName: 'Malee', lastName: 'Dee' });
    const paymentId = await openSubscriptionCheckout(t, token);
    const id = eventId();
    expect(await paySubscription(t, paymentId, { id })).toEqual({ applied: true });

    const row = await subscriptionOfPayment(t, paymentId);
    const now = clock.now();
    expect(row).toMatchObject({
      userId: user.id,
      status: 'active',
      billing: 'monthly',
      pricePence: PLAN.monthlyPence,
      provider: 'sandbox',
      providerRef: `sbx_sub_${paymentId}`,
      startingAt: now,
      endingAt: new Date('2030-02-28T10:00:00.000Z'),
      canceledAt: null,
    });
    expect(row.latestInvoice).toEqual({
      id: paymentId,
      amount_pence: PLAN.monthlyPence,
      status: 'paid',
      paid_at: now.toISOString(),
    });
    expect(await ledgerTransaction(t, `subscription:${paymentId}`)).toMatchObject({
      kind: 'subscription',
      user_id: user.id,
      entries: { provider: -PLAN.monthlyPence, platform: PLAN.monthlyPence },
    });

    const before = await ledgerSize(t);
    expect(await paySubscription(t, paymentId, { id })).toEqual({ applied: false });
    expect(await paySubscription(t, paymentId)).toEqual({ applied: true });
    expect(await ledgerSize(t)).toBe(before);
    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("takes the provider's subscription id and period end when it gives them", async () => {
    const { token } = await createUser(t.ctx);
    const paymentId = await openSubscriptionCheckout(t, token, 'yearly');
    const periodEnd = new Date(clock.now().getTime() + 365 * DAY);
    await paySubscription(t, paymentId, { subscriptionRef: 'sub_stripe_123', periodEnd });
    expect(await subscriptionOfPayment(t, paymentId)).toMatchObject({
      providerRef: 'sub_stripe_123',
      endingAt: periodEnd,
      pricePence: PLAN.yearlyPence,
    });
  });

  it('e-mails the subscriber in their language', async () => {
    const en = await createUser(t.ctx, { firstName: 'Anna', lastName: 'Smith' });
    await subscribe(t, en.token);
    const mail = await lastEmailTo(t.ctx, en.user.email);
    expect(mail?.subject).toBe('You subscribed to Kru Plus');
    expect(mail?.textBody).toContain('Hello Anna Smith');
    expect(mail?.textBody).toContain('28 February 2030');

    const th = await createUser(t.ctx, { language: 'th' });
    await subscribe(t, th.token, 'yearly');
    const thai = await lastEmailTo(t.ctx, th.user.email);
    expect(thai?.subject).toBe('คุณสมัครสมาชิก ครู พลัส เรียบร้อยแล้ว');
    expect(thai?.textBody).toContain('รายปี');
  });

  it('credits a second plan paid while one is live to the wallet instead', async () => {
    const { user, token } = await createUser(t.ctx);
    const first = await openSubscriptionCheckout(t, token);
    const second = await openSubscriptionCheckout(t, token, 'yearly');
    await paySubscription(t, first);
    const cancelAtProvider = vi.spyOn(t.ctx.payments, 'cancelSubscription');
    await paySubscription(t, second, { subscriptionRef: 'sub_duplicate' });

    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows.map((row) => row.firstPaymentId)).toEqual([first]);
    expect(await ledgerTransaction(t, `subscription:${second}`)).toMatchObject({
      kind: 'top_up',
      entries: { provider: -PLAN.yearlyPence, wallet: PLAN.yearlyPence },
    });
    expect(cancelAtProvider).toHaveBeenCalledWith({
      providerRef: 'sub_duplicate',
      idempotencyKey: 'cancel:sub_duplicate',
    });
    cancelAtProvider.mockRestore();
    const me = await t.call('GET', '/api/v1/user', { token });
    expect(me.body.data.balance).toBe(79.99);
  });
});

describe('GET /user/subscription', () => {
  it('answers null for a student without one, and for a tutor', async () => {
    const student = await createUser(t.ctx);
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    for (const token of [student.token, tutor.token]) {
      const res = await mySubscription(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: null });
    }
    expect((await t.call('GET', '/api/v1/user/subscription')).status).toBe(401);
  });

  it('answers every field of the Subscription, the plan in the request language', async () => {
    const { token } = await createUser(t.ctx);
    const { paymentId, subscription } = await subscribe(t, token);
    const res = await mySubscription(token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(subscriptionSchema.shape).sort());
    expect(res.body.data).toEqual({
      starting_at: subscription.startingAt.toISOString(),
      ending_at: subscription.endingAt.toISOString(),
      canceled_at: null,
      on_grace_period: false,
      type: { title: 'monthly', price: 9.99, currency: 'GBP' },
      status: 'active',
      price_id: 'kru-plus-monthly',
      product_id: 'kru-plus',
      product_name: 'Kru Plus',
      metas: expect.arrayContaining([expect.any(String)]),
      latest_invoice: {
        id: paymentId,
        amount: 9.99,
        status: 'paid',
        paid_at: subscription.startingAt.toISOString(),
      },
      show_cancellation: true,
    });
    const thai = await mySubscription(token, TH);
    expect(thai.body.data.product_name).toBe('ครู พลัส');
    expect(thai.body.data.metas[0]).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('POST /subscription/cancel', () => {
  it('answers 404 when there is nothing to cancel', async () => {
    const { token } = await createUser(t.ctx);
    const res = await cancel(token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('You have no subscription to cancel');
  });

  it('stops renewal, keeps the subscription until ending_at, refunds nothing; a second cancel is a 409', async () => {
    const { user, token } = await createUser(t.ctx);
    const { subscription } = await subscribe(t, token);
    const cancelAtProvider = vi.spyOn(t.ctx.payments, 'cancelSubscription');
    const ledgerBefore = await ledgerCountOf(t, user.id);

    const res = await cancel(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'canceled',
      canceled_at: clock.now().toISOString(),
      ending_at: subscription.endingAt.toISOString(),
      on_grace_period: true,
      show_cancellation: false,
    });
    expect(cancelAtProvider).toHaveBeenCalledWith({
      providerRef: subscription.providerRef,
      idempotencyKey: `cancel:${subscription.id}:${clock.now().getTime()}`,
    });
    cancelAtProvider.mockRestore();
    expect((await mySubscription(token)).body.data).toMatchObject({
      status: 'canceled',
      on_grace_period: true,
    });
    const me = await t.call('GET', '/api/v1/user', { token });
    expect(me.body.data).toMatchObject({ is_subscribed: true, balance: 0 });

    const again = await cancel(token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This subscription is already cancelled');
    expect(await ledgerCountOf(t, user.id)).toBe(ledgerBefore);
  });

  it('ends access at ending_at, after which a new subscription may start', async () => {
    const { token } = await createUser(t.ctx);
    const { subscription } = await subscribe(t, token);
    await cancel(token);
    clock.advance(subscription.endingAt.getTime() - clock.now().getTime());

    expect((await mySubscription(token)).body.data).toBeNull();
    const me = await t.call('GET', '/api/v1/user', { token });
    expect(me.body.data).toMatchObject({ is_subscribed: false, subscription: null });
    expect((await cancel(token)).status).toBe(409);

    const { paymentId } = await subscribe(t, token);
    const rows = await t.ctx.db
      .select({ status: subscriptions.status, firstPaymentId: subscriptions.firstPaymentId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscription.userId))
      .orderBy(subscriptions.id);
    expect(rows).toEqual([
      { status: 'expired', firstPaymentId: subscription.firstPaymentId },
      { status: 'active', firstPaymentId: paymentId },
    ]);
    expect(
      await emailsTo(t.ctx, (await t.call('GET', '/api/v1/user', { token })).body.data.email),
    ).toHaveLength(2);
  });
});

it('documents the subscription calls in the OpenAPI description', async () => {
  const res = await t.call('GET', '/api/docs/json');
  expect(res.body.paths['/api/v1/subscription/checkout']?.get?.summary).toBeTruthy();
  expect(res.body.paths['/api/v1/user/subscription']?.get?.summary).toBeTruthy();
  expect(res.body.paths['/api/v1/subscription/cancel']?.post?.description).toContain('404');
});
