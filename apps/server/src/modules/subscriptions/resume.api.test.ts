import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { ledgerCountOf, PLAN, subscribe, subscriptionRow } from '../../../test/subscriptions.ts';
import { findDueSandboxSubscriptions } from './index.ts';

const HOUR = 3600 * 1000;
const clock = movableClock(new Date('2032-05-04T09:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});

const resume = (token?: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/subscription/resume', { token, headers });
const cancel = (token: string) => t.call('POST', '/api/v1/subscription/cancel', { token });
const checkout = (token: string) =>
  t.call('GET', `/api/v1/subscription/checkout?product_id=${PLAN.productId}&type=monthly`, { token });

/** A student whose monthly subscription was canceled an hour after it started. */
async function canceledSubscriber() {
  const { user, token } = await createUser(t.ctx);
  const { subscription } = await subscribe(t, token);
  clock.advance(HOUR);
  expect((await cancel(token)).status).toBe(200);
  return { user, token, subscription, canceledAt: clock.now() };
}

describe('POST /subscription/resume', () => {
  it('answers 401 without a token, and 409 when there is nothing to resume', async () => {
    expect((await resume()).status).toBe(401);
    const student = await createUser(t.ctx);
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    for (const token of [student.token, tutor.token]) {
      const res = await resume(token);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('You have no cancelled subscription to resume');
    }
    const thai = await resume(student.token, { 'accept-language': 'th' });
    expect(thai.body.message).toBe('คุณไม่มีการสมัครสมาชิกที่ยกเลิกไว้ให้กลับมาใช้ต่อ');
  });

  it('renews a canceled subscription again in its grace period: no money moves, the same period', async () => {
    const { user, token, subscription, canceledAt } = await canceledSubscriber();
    const ledgerBefore = await ledgerCountOf(t, user.id);
    const resumeAtProvider = vi.spyOn(t.ctx.payments, 'resumeSubscription');

    const res = await resume(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const renewing = {
      status: 'active',
      canceled_at: null,
      on_grace_period: false,
      show_cancellation: true,
      starting_at: subscription.startingAt.toISOString(),
      ending_at: subscription.endingAt.toISOString(),
    };
    expect(res.body.data).toMatchObject(renewing);
    expect(resumeAtProvider).toHaveBeenCalledWith({
      providerRef: subscription.providerRef,
      idempotencyKey: `resume:${subscription.id}:${canceledAt.getTime()}`,
    });
    expect((await t.call('GET', '/api/v1/user/subscription', { token })).body.data).toMatchObject(renewing);
    const me = await t.call('GET', '/api/v1/user', { token });
    expect(me.body.data).toMatchObject({ is_subscribed: true, balance: 0, subscription: renewing });
    expect(await ledgerCountOf(t, user.id)).toBe(ledgerBefore);

    // Idempotent: a second resume answers the same and tells the provider nothing more.
    const again = await resume(token);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
    expect(resumeAtProvider).toHaveBeenCalledTimes(1);
    resumeAtProvider.mockRestore();
    expect(await ledgerCountOf(t, user.id)).toBe(ledgerBefore);
  });

  it('renews at the end of the period, and may be canceled again (a new key for the provider)', async () => {
    const { token, subscription, canceledAt } = await canceledSubscriber();
    expect((await resume(token)).status).toBe(200);
    // The sandbox renews what is active and due: the resumed subscription is among them at its end.
    clock.advance(subscription.endingAt.getTime() - clock.now().getTime());
    const due = await findDueSandboxSubscriptions(t.ctx.db, clock.now());
    expect(due.map((row) => row.id)).toContain(subscription.id);

    clock.advance(-HOUR);
    const cancelAtProvider = vi.spyOn(t.ctx.payments, 'cancelSubscription');
    const canceledAgain = await cancel(token);
    expect(canceledAgain.status).toBe(200);
    expect(canceledAgain.body.data).toMatchObject({ status: 'canceled', on_grace_period: true });
    const key = `cancel:${subscription.id}:${clock.now().getTime()}`;
    expect(key).not.toBe(`cancel:${subscription.id}:${canceledAt.getTime()}`);
    expect(cancelAtProvider).toHaveBeenCalledWith({
      providerRef: subscription.providerRef,
      idempotencyKey: key,
    });
    cancelAtProvider.mockRestore();
  });

  it('refuses once the grace period is over, after which a new subscription may start', async () => {
    const { token, subscription } = await canceledSubscriber();
    clock.advance(subscription.endingAt.getTime() - clock.now().getTime());
    const res = await resume(token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You have no cancelled subscription to resume');
    expect((await subscriptionRow(t, subscription.id)).status).toBe('canceled');
    expect((await checkout(token)).status).toBe(200);
  });

  it('keeps the subscription canceled with a 503 when the provider cannot be reached', async () => {
    const { token, subscription } = await canceledSubscriber();
    const resumeAtProvider = vi
      .spyOn(t.ctx.payments, 'resumeSubscription')
      .mockRejectedValueOnce(new Error('connection reset'));
    const res = await resume(token);
    resumeAtProvider.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('your subscription is still cancelled');
    expect(await subscriptionRow(t, subscription.id)).toMatchObject({ status: 'canceled' });
    expect((await resume(token)).status).toBe(200);
  });
});

it('documents the resumption in the OpenAPI description', async () => {
  const res = await t.call('GET', '/api/docs/json');
  const description = res.body.paths['/api/v1/subscription/resume']?.post?.description as string;
  expect(description).toContain('409');
  expect(description).toContain('Beyond the spec');
});
