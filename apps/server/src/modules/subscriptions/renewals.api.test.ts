import { SANDBOX_CARDS } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { eventId, ledgerSize, PLAN, subscribe, subscriptionRow } from '../../../test/subscriptions.ts';
import { ledgerTransaction } from '../../../test/wallet.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { subscriptionPlans, subscriptions } from '../../platform/db/schema/index.ts';
import { handlePaymentEvent } from '../payment-events/index.ts';
import { recordSandboxCard } from '../wallet/index.ts';
import { expireLapsedSubscriptions, findDueSandboxSubscriptions } from './index.ts';

const DAY = 24 * 3600 * 1000;
const clock = movableClock(new Date('2031-03-10T08:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});

const later = (days: number) => new Date(clock.now().getTime() + days * DAY);
const renew = (subscriptionRef: string, invoiceId: string, periodEnd: Date, id = eventId()) =>
  handlePaymentEvent(t.ctx, 'sandbox', {
    id,
    type: 'subscription.renewed',
    subscriptionRef,
    invoiceId,
    amountPence: PLAN.monthlyPence,
    periodEnd,
  });
const subscriptionOf = (token: string) =>
  t.call('GET', '/api/v1/user/subscription', { token }).then((res) => res.body.data);

/** A Stripe subscription as activation would write it (the sandbox cannot open one), `endedDaysAgo` past its end. */
async function stripeSubscription(endedDaysAgo: number) {
  const { user, token } = await createUser(t.ctx);
  const [plan] = await t.ctx.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.productId, PLAN.productId));
  const [row] = await t.ctx.db
    .insert(subscriptions)
    .values({
      userId: user.id,
      planId: plan!.id,
      billing: 'monthly',
      pricePence: PLAN.monthlyPence,
      provider: 'stripe',
      providerRef: `sub_${user.id}`,
      startingAt: later(-30 - endedDaysAgo),
      endingAt: later(-endedDaysAgo),
    })
    .returning();
  return { token, subscription: row! };
}

describe('renewal', () => {
  it('moves the period on, records the invoice and the money once', async () => {
    const { token } = await createUser(t.ctx);
    const { subscription } = await subscribe(t, token);
    const ref = subscription.providerRef!;
    const periodEnd = later(60);
    const id = eventId();
    expect(await renew(ref, 'in_1', periodEnd, id)).toEqual({ applied: true });

    const row = await subscriptionRow(t, subscription.id);
    expect(row).toMatchObject({ status: 'active', endingAt: periodEnd });
    expect(row.latestInvoice).toEqual({
      id: 'in_1',
      amount_pence: PLAN.monthlyPence,
      status: 'paid',
      paid_at: clock.now().toISOString(),
    });
    expect(await ledgerTransaction(t, 'subscription_renewal:in_1')).toMatchObject({
      kind: 'subscription',
      user_id: subscription.userId,
      entries: { provider: -PLAN.monthlyPence, platform: PLAN.monthlyPence },
    });
    expect((await subscriptionOf(token)).latest_invoice).toMatchObject({ id: 'in_1', status: 'paid' });

    const before = await ledgerSize(t);
    expect(await renew(ref, 'in_1', periodEnd, id)).toEqual({ applied: false });
    expect(await renew(ref, 'in_1', later(90))).toEqual({ applied: true });
    expect(await ledgerSize(t)).toBe(before);
    expect((await subscriptionRow(t, subscription.id)).endingAt).toEqual(periodEnd);
  });

  it('ignores a renewal of an unknown subscription', async () => {
    const before = await ledgerSize(t);
    expect(await renew('sub_unknown', 'in_unknown', later(30))).toEqual({ applied: true });
    expect(await ledgerSize(t)).toBe(before);
  });

  it('extends a canceled subscription the provider still charged, and cancels it at the provider again', async () => {
    const { token } = await createUser(t.ctx);
    const { subscription } = await subscribe(t, token);
    await t.call('POST', '/api/v1/subscription/cancel', { token });
    const cancelAtProvider = vi.spyOn(t.ctx.payments, 'cancelSubscription');
    await renew(subscription.providerRef!, `in_c_${subscription.id}`, later(70));
    expect(await subscriptionRow(t, subscription.id)).toMatchObject({
      status: 'canceled',
      endingAt: later(70),
    });
    const { canceledAt } = await subscriptionRow(t, subscription.id);
    expect(cancelAtProvider).toHaveBeenCalledWith({
      providerRef: subscription.providerRef,
      idempotencyKey: `cancel:${subscription.id}:${canceledAt!.getTime()}`,
    });
    cancelAtProvider.mockRestore();
  });

  it('brings back an expired subscription whose retried charge succeeded', async () => {
    const { token, subscription } = await stripeSubscription(1);
    await handlePaymentEvent(t.ctx, 'stripe', {
      id: eventId(),
      type: 'subscription.renewal_failed',
      subscriptionRef: subscription.providerRef!,
      invoiceId: `in_r_${subscription.id}`,
    });
    expect(await subscriptionOf(token)).toBeNull();
    await renew(subscription.providerRef!, `in_r_${subscription.id}`, later(29));
    expect(await subscriptionOf(token)).toMatchObject({
      status: 'active',
      ending_at: later(29).toISOString(),
    });
  });

  it('credits a late renewal of an expired subscription to the wallet when a new one is live', async () => {
    const { user, token } = await createUser(t.ctx);
    const { subscription: old } = await subscribe(t, token);
    await handlePaymentEvent(t.ctx, 'sandbox', {
      id: eventId(),
      type: 'subscription.ended',
      subscriptionRef: old.providerRef!,
    });
    await subscribe(t, token, 'yearly');
    await renew(old.providerRef!, `in_late_${old.id}`, later(30));

    expect((await subscriptionRow(t, old.id)).status).toBe('expired');
    expect(await ledgerTransaction(t, `subscription_renewal:in_late_${old.id}`)).toMatchObject({
      kind: 'top_up',
      user_id: user.id,
      entries: { provider: -PLAN.monthlyPence, wallet: PLAN.monthlyPence },
    });
    expect((await subscriptionOf(token)).type.title).toBe('yearly');
  });
});

describe('renewal failure and end', () => {
  it('a declined renewal expires the subscription with the failed invoice; no money moves', async () => {
    const { user, token } = await createUser(t.ctx);
    const { subscription } = await subscribe(t, token);
    const before = await ledgerSize(t);
    const id = eventId();
    const failed = {
      id,
      type: 'subscription.renewal_failed' as const,
      subscriptionRef: subscription.providerRef!,
      invoiceId: 'in_declined',
    };
    expect(await handlePaymentEvent(t.ctx, 'sandbox', failed)).toEqual({ applied: true });
    const row = await subscriptionRow(t, subscription.id);
    expect(row.status).toBe('expired');
    expect(row.latestInvoice).toEqual({
      id: 'in_declined',
      amount_pence: PLAN.monthlyPence,
      status: 'failed',
      paid_at: null,
    });
    expect(await ledgerSize(t)).toBe(before);
    expect(await handlePaymentEvent(t.ctx, 'sandbox', failed)).toEqual({ applied: false });
    const me = await t.call('GET', '/api/v1/user', { token });
    expect(me.body.data).toMatchObject({ id: user.id, is_subscribed: false, subscription: null });
  });

  it('the provider ending a subscription expires it', async () => {
    const { token } = await createUser(t.ctx);
    const { subscription } = await subscribe(t, token);
    await handlePaymentEvent(t.ctx, 'sandbox', {
      id: eventId(),
      type: 'subscription.ended',
      subscriptionRef: subscription.providerRef!,
    });
    expect((await subscriptionRow(t, subscription.id)).status).toBe('expired');
    expect(await subscriptionOf(token)).toBeNull();
  });
});

describe('sandbox renewals due', () => {
  it('lists active sandbox subscriptions whose period has ended, with the card of their first payment', async () => {
    const { token } = await createUser(t.ctx);
    const { paymentId, subscription } = await subscribe(t, token);
    await inTransaction(t.ctx.db, (tx) => recordSandboxCard(tx, paymentId, SANDBOX_CARDS.renewalsDeclined));
    const ids = async (at: Date) => (await findDueSandboxSubscriptions(t.ctx.db, at)).map((row) => row.id);

    expect(await ids(new Date(subscription.endingAt.getTime() - 1))).not.toContain(subscription.id);
    const due = await findDueSandboxSubscriptions(t.ctx.db, subscription.endingAt);
    expect(due.find((row) => row.id === subscription.id)).toMatchObject({
      providerRef: subscription.providerRef,
      sandboxCard: SANDBOX_CARDS.renewalsDeclined,
    });
    await t.call('POST', '/api/v1/subscription/cancel', { token });
    expect(await ids(subscription.endingAt)).not.toContain(subscription.id);
  });
});

describe('expireLapsedSubscriptions (the job)', () => {
  it('expires canceled subscriptions past ending_at and Stripe ones 3 days past it without renewal', async () => {
    const canceled = await createUser(t.ctx);
    const { subscription: canceledSub } = await subscribe(t, canceled.token);
    await t.call('POST', '/api/v1/subscription/cancel', { token: canceled.token });
    const sandboxActive = await createUser(t.ctx);
    const { subscription: sandboxSub } = await subscribe(t, sandboxActive.token);
    const { subscription: overdue } = await stripeSubscription(0);
    const { subscription: laterStripe } = await stripeSubscription(-1);

    await expireLapsedSubscriptions(t.ctx);
    expect((await subscriptionRow(t, canceledSub.id)).status).toBe('canceled');

    // Past the canceled one's end, and 3 days past the first Stripe one's.
    clock.advance(canceledSub.endingAt.getTime() - clock.now().getTime() + 1000);
    const status = async (id: number) => (await subscriptionRow(t, id)).status;
    await expireLapsedSubscriptions(t.ctx);
    expect(await status(canceledSub.id)).toBe('expired');
    expect(await status(sandboxSub.id)).toBe('active');
    expect(await status(overdue.id)).toBe('expired');
    expect(await status(laterStripe.id)).toBe('expired');
    expect(await subscriptionOf(canceled.token)).toBeNull();
  });

  it('leaves a Stripe subscription waiting less than 3 days for its renewal', async () => {
    const { subscription } = await stripeSubscription(2);
    await expireLapsedSubscriptions(t.ctx);
    expect((await subscriptionRow(t, subscription.id)).status).toBe('active');
    clock.advance(DAY + 1000);
    expect(await expireLapsedSubscriptions(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await subscriptionRow(t, subscription.id)).status).toBe('expired');
  });
});
