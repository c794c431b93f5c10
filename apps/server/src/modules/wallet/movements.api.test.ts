import { movementSchema } from '@kru/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { subscribe } from '../../../test/subscriptions.ts';
import { openTopUp, paymentRow, topUp } from '../../../test/wallet.ts';
import { handlePaymentEvent } from '../payment-events/index.ts';

let t: TestApp;
let student: CreatedUser;
const clock = movableClock(new Date('2030-05-01T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  student = await createUser(t.ctx);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /wallet/transactions', () => {
  it('lists paid and unpaid top-ups newest first, in the caller’s language', async () => {
    const user = await createUser(t.ctx);
    const paid = await topUp(t, user.token, 10);
    clock.advance(60_000);
    const declined = await openTopUp(t, user.token, 3);
    await handlePaymentEvent(t.ctx, 'sandbox', {
      id: `evt_d_${declined}`,
      type: 'checkout.failed',
      paymentId: declined,
      reason: 'card_declined',
    });
    clock.advance(60_000);
    const abandoned = await openTopUp(t, user.token, 4);
    await handlePaymentEvent(t.ctx, 'sandbox', {
      id: `evt_a_${abandoned}`,
      type: 'checkout.expired',
      paymentId: abandoned,
    });
    await openTopUp(t, user.token, 5); // still open: not a movement yet

    const res = await t.call('GET', '/api/v1/wallet/transactions', { token: user.token });
    expect(res.status).toBe(200);
    for (const movement of res.body.data) expect(movementSchema.parse(movement)).toEqual(movement);
    expect(
      res.body.data.map((m: Record<string, unknown>) => [m.id, m.kind, m.amount, m.state, m.description]),
    ).toEqual([
      [abandoned, 'top_up', 4, 'failed', 'Top-up not completed: nothing was charged'],
      [declined, 'top_up', 3, 'failed', 'Top-up unsuccessful: nothing was charged'],
      [expect.any(String), 'top_up', 10, 'completed', 'Wallet top-up'],
    ]);
    expect(res.body.pagination).toEqual({
      total: 3,
      count: 3,
      per_page: 20,
      current_page: 1,
      total_pages: 1,
    });
    expect(await paymentRow(t, paid)).toMatchObject({ status: 'succeeded' });

    const th = await t.call('GET', '/api/v1/wallet/transactions', {
      token: user.token,
      headers: { 'accept-language': 'th' },
    });
    expect(th.body.data.map((m: { description: string }) => m.description)).toEqual([
      'การเติมเงินไม่เสร็จสมบูรณ์: ไม่มีการเรียกเก็บเงิน',
      'เติมเงินไม่สำเร็จ: ไม่มีการเรียกเก็บเงิน',
      'เติมเงินเข้ากระเป๋าเงิน',
    ]);
  });

  it('pages through the history', async () => {
    const user = await createUser(t.ctx);
    for (let i = 1; i <= 23; i++) await topUp(t, user.token, i);
    const first = await t.call('GET', '/api/v1/wallet/transactions', { token: user.token });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0].amount).toBe(23);
    expect(first.body.pagination).toEqual({
      total: 23,
      count: 20,
      per_page: 20,
      current_page: 1,
      total_pages: 2,
    });
    const second = await t.call('GET', '/api/v1/wallet/transactions?page=2', { token: user.token });
    expect(second.body.data.map((m: { amount: number }) => m.amount)).toEqual([3, 2, 1]);
    expect(second.body.pagination).toMatchObject({ count: 3, current_page: 2 });
    const beyond = await t.call('GET', '/api/v1/wallet/transactions?page=9', { token: user.token });
    expect(beyond.body).toMatchObject({ data: [], pagination: { total: 23, count: 0, current_page: 9 } });
  });

  it('leaves a subscription paid by card out of the wallet: it is listed with the card payments', async () => {
    const user = await createUser(t.ctx);
    await topUp(t, user.token, 5);
    clock.advance(60_000);
    await subscribe(t, user.token, 'monthly');
    const res = await t.call('GET', '/api/v1/wallet/transactions', { token: user.token });
    expect(res.body.data.map((m: Record<string, unknown>) => [m.kind, m.amount, m.state])).toEqual([
      ['top_up', 5, 'completed'],
    ]);
    const cards = await t.call('GET', '/api/v1/wallet/card-payments', { token: user.token });
    expect(cards.body.data.map((m: Record<string, unknown>) => [m.kind, m.amount])).toEqual([
      ['subscription', 9.99],
    ]);
    const wallet = await t.call('GET', '/api/v1/wallet', { token: user.token });
    expect(wallet.body.data.balance).toBe(5);
  });

  it.each(['page=0', 'page=-1', 'page=1.5', 'page=two'])('?%s answers 422', async (query) => {
    const res = await t.call('GET', `/api/v1/wallet/transactions?${query}`, { token: student.token });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { page: [expect.any(String)] } });
  });

  it('reads the wallet and a page of history in the same few queries, however long the history', async () => {
    const queriesFor = async ({ user, token }: { user: { id: number }; token: string }, path: string) => {
      // Each counted with the token's own lookup (not kept from the top-ups).
      t.ctx.actors.forgetUser(user.id);
      const spy = vi.spyOn(t.ctx.db.$client, 'query');
      const res = await t.call('GET', path, { token });
      expect(res.status).toBe(200);
      const n = spy.mock.calls.length;
      spy.mockRestore();
      return n;
    };
    const short = await createUser(t.ctx);
    await topUp(t, short.token, 1);
    const long = await createUser(t.ctx);
    for (let i = 1; i <= 12; i++) await topUp(t, long.token, i);
    for (const path of ['/api/v1/wallet', '/api/v1/wallet/transactions']) {
      const few = await queriesFor(short, path);
      expect(few).toBeGreaterThanOrEqual(2);
      expect(few).toBeLessThanOrEqual(5);
      expect(await queriesFor(long, path)).toBe(few);
    }
  });
});
