import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { subscribe } from '../../../test/subscriptions.ts';
import { spend, topUp } from '../../../test/wallet.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { postTransaction } from '../ledger/index.ts';

const clock = movableClock(new Date('2033-05-10T12:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});

const me = async (token: string, headers: Record<string, string> = {}) => {
  const res = await t.call('GET', '/api/v1/user', { token, headers });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('the money fields of the User', () => {
  it('starts with no balance and no subscription', async () => {
    const { token } = await createUser(t.ctx);
    expect(await me(token)).toMatchObject({ balance: 0, is_subscribed: false, subscription: null });
  });

  it('shows the wallet balance in pounds from the ledger', async () => {
    const { user, token } = await createUser(t.ctx);
    await topUp(t, token, '12.34');
    expect((await me(token)).balance).toBe(12.34);
    await spend(t, user.id, 1000);
    expect((await me(token)).balance).toBe(2.34);
  });

  it("leaves a tutor's earnings out of the balance (they are withdrawn, not spent)", async () => {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    await inTransaction(t.ctx.db, (tx) =>
      postTransaction(
        tx,
        {
          idempotencyKey: `test_earning:${randomBytes(4).toString('hex')}`,
          kind: 'tutor_earning',
          userId: user.id,
          entries: [
            { account: { kind: 'platform' }, amountPence: -2500 },
            { account: { kind: 'earnings', userId: user.id }, amountPence: 2500 },
          ],
        },
        clock.now(),
      ),
    );
    expect((await me(token)).balance).toBe(0);
  });

  it('shows the live subscription as GET /user/subscription does, in the request language', async () => {
    const { token } = await createUser(t.ctx);
    await subscribe(t, token, 'yearly');
    const user = await me(token);
    const subscription = (await t.call('GET', '/api/v1/user/subscription', { token })).body.data;
    expect(user.is_subscribed).toBe(true);
    expect(user.subscription).toEqual(subscription);
    expect(user.subscription).toMatchObject({
      status: 'active',
      type: { title: 'yearly', price: 79.99, currency: 'GBP' },
      ending_at: '2034-05-10T12:00:00.000Z',
    });
    expect((await me(token, { 'accept-language': 'th' })).subscription.product_name).toBe('ครู พลัส');
  });

  it('keeps a canceled subscription until ending_at, on its grace period', async () => {
    const { token } = await createUser(t.ctx);
    const { subscription } = await subscribe(t, token);
    await t.call('POST', '/api/v1/subscription/cancel', { token });
    expect(await me(token)).toMatchObject({
      is_subscribed: true,
      subscription: { status: 'canceled', on_grace_period: true, show_cancellation: false },
    });
    clock.advance(subscription.endingAt.getTime() - clock.now().getTime());
    expect(await me(token)).toMatchObject({ is_subscribed: false, subscription: null });
  });

  it('answers the same fields when the user signs in', async () => {
    const { user, token, password } = await createUser(t.ctx);
    await topUp(t, token, 5);
    const res = await t.call('POST', '/api/v1/auth', { body: { email: user.email, password } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ balance: 5, is_subscribed: false, subscription: null });
  });

  it('reads the balance and the subscription in the same query as the rest of the user', async () => {
    const plain = await createUser(t.ctx);
    const subscribed = await createUser(t.ctx);
    await topUp(t, subscribed.token, 3);
    await subscribe(t, subscribed.token);
    const queriesFor = async ({ user, token }: { user: { id: number }; token: string }) => {
      // Both counted with the token's own lookup (not kept from the calls above).
      t.ctx.actors.forgetUser(user.id);
      const spy = vi.spyOn(t.ctx.db.$client, 'query');
      try {
        await me(token);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    expect(await queriesFor(subscribed)).toBe(await queriesFor(plain));
  });
});
