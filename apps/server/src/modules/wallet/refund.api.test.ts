import { refundResultSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { openSubscriptionCheckout, paySubscription } from '../../../test/subscriptions.ts';
import { ledgerTransaction, paymentRow, spend, topUp, walletOf } from '../../../test/wallet.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { payouts, refunds } from '../../platform/db/schema/index.ts';
import { type AccountRef, postTransaction } from '../ledger/index.ts';

let t: TestApp;
const clock = movableClock(new Date('2030-04-01T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});

const refund = (token: string, headers: Record<string, string> = {}) =>
  t.call('GET', '/api/v1/wallet/refund', { token, headers });
const refundRow = async (id: string) => (await t.ctx.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const history = async (token: string) =>
  (await t.call('GET', '/api/v1/wallet/transactions', { token })).body.data as Array<{
    id: string;
    kind: string;
    amount: number;
    state: string;
    description: string;
  }>;

/** A student with top-ups of 10, 20 and 5 pounds (in that order) who has spent 12 of them. */
async function studentWhoSpent(): Promise<{ user: CreatedUser; topUps: string[] }> {
  const user = await createUser(t.ctx);
  const topUps: string[] = [];
  for (const amount of [10, 20, 5]) {
    topUps.push(await topUp(t, user.token, amount));
    clock.advance(60_000);
  }
  await spend(t, user.user.id, 1200);
  return { user, topUps };
}

describe('GET /wallet/refund', () => {
  it('returns the unspent balance to the newest top-ups first, each with its ledger movement', async () => {
    const { user, topUps } = await studentWhoSpent();
    const [oldest, middle, newest] = topUps as [string, string, string];
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 23, refundable: 23 });

    const res = await refund(user.token);
    expect(res.status).toBe(200);
    expect(refundResultSchema.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data.refunded).toBe(23);
    const byAmount = [...res.body.data.refunds].sort((a, b) => a.amount - b.amount);
    expect(byAmount.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
      [5, 'succeeded'],
      [18, 'succeeded'],
    ]);
    const [fromNewest, fromMiddle] = byAmount as Array<{ id: string }>;
    expect(await refundRow(fromNewest!.id)).toMatchObject({
      paymentId: newest,
      amountPence: 500,
      status: 'succeeded',
      providerRef: `sbx_re_${fromNewest!.id}`,
    });
    expect(await refundRow(fromMiddle!.id)).toMatchObject({
      paymentId: middle,
      amountPence: 1800,
      status: 'succeeded',
    });
    expect((await paymentRow(t, newest)).refundedPence).toBe(500);
    expect((await paymentRow(t, middle)).refundedPence).toBe(1800);
    expect((await paymentRow(t, oldest)).refundedPence).toBe(0);
    expect(await ledgerTransaction(t, `refund:${fromMiddle!.id}`)).toMatchObject({
      kind: 'refund',
      user_id: user.user.id,
      reference: { refund_id: fromMiddle!.id, payment_id: middle },
      entries: { wallet: -1800, provider: 1800 },
    });
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0, refundable: 0 });

    const lines = await history(user.token);
    expect(
      lines
        .filter((l) => l.kind === 'refund')
        .map((l) => [l.amount, l.state, l.description])
        .sort(),
    ).toEqual([
      [-18, 'completed', 'Refund to your card'],
      [-5, 'completed', 'Refund to your card'],
    ]);
    expect(lines.find((l) => l.kind === 'subscription')).toMatchObject({ amount: -12, state: 'completed' });
  });

  it('answers 422 with nothing to refund, and refunds only what is new after a first refund', async () => {
    const { user } = await studentWhoSpent();
    expect((await refund(user.token)).status).toBe(200);
    const again = await refund(user.token);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'There is no unspent top-up to refund',
    });
    expect((await refund(user.token, { 'accept-language': 'th' })).body.message).toBe(
      'ไม่มียอดเติมเงินคงเหลือที่จะคืนได้',
    );

    const latest = await topUp(t, user.token, 4);
    const res = await refund(user.token);
    expect(res.body.data).toMatchObject({ refunded: 4, refunds: [{ amount: 4, status: 'succeeded' }] });
    expect((await refundRow(res.body.data.refunds[0].id)).paymentId).toBe(latest);
  });

  it('never refunds more than the wallet holds, nor money that was not a top-up', async () => {
    const user = await createUser(t.ctx);
    expect((await refund(user.token)).status).toBe(422);
    await topUp(t, user.token, 6);
    await spend(t, user.user.id, 600);
    expect((await refund(user.token)).status).toBe(422);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0, refundable: 0 });
  });

  it('lets one of two refunds at once take the money; the other finds nothing left', async () => {
    const user = await createUser(t.ctx);
    await topUp(t, user.token, 30);
    const results = await Promise.all([refund(user.token), refund(user.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0 });
  });
});

describe('only card money goes back to cards', () => {
  /** Money into or out of the wallet other than a top-up: an admin's credit, a booking and its refund. */
  const move = (
    userId: number,
    kind: 'adjustment' | 'booking_hold' | 'booking_refund',
    pence: number,
    reference: Record<string, number> = {},
  ) =>
    inTransaction(t.ctx.db, (tx) => {
      const other: AccountRef = kind === 'adjustment' ? { kind: 'platform' } : { kind: 'held', userId };
      return postTransaction(
        tx,
        {
          idempotencyKey: `${kind}:${userId}:${Object.values(reference).join()}:${pence}`,
          kind,
          userId,
          reference,
          entries: [
            { account: { kind: 'wallet', userId }, amountPence: pence },
            { account: other, amountPence: -pence },
          ],
        },
        clock.now(),
      );
    });

  it("never sends an admin's credit to the card of a top-up that was spent", async () => {
    const user = await createUser(t.ctx);
    await topUp(t, user.token, 10);
    await spend(t, user.user.id, 1000);
    await move(user.user.id, 'adjustment', 1000);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 10, refundable: 0 });
    expect((await refund(user.token)).status).toBe(422);
  });

  it('spends a credit before card money, so a later top-up stays refundable', async () => {
    const user = await createUser(t.ctx);
    await move(user.user.id, 'adjustment', 500);
    const paymentId = await topUp(t, user.token, 10);
    await spend(t, user.user.id, 700);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 8, refundable: 8 });
    const res = await refund(user.token);
    expect(res.body.data).toMatchObject({ refunded: 8, refunds: [{ amount: 8 }] });
    expect((await paymentRow(t, paymentId)).refundedPence).toBe(800);
  });

  it("a cancelled session's money comes back as the card money it took", async () => {
    const user = await createUser(t.ctx);
    await move(user.user.id, 'adjustment', 500);
    await topUp(t, user.token, 20);
    await move(user.user.id, 'booking_hold', -2000, { session_id: 991 });
    await move(user.user.id, 'booking_refund', 2000, { session_id: 991 });
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 25, refundable: 20 });
    expect((await refund(user.token)).body.data.refunded).toBe(20);
  });

  it('refunds a second subscription payment that was credited to the wallet', async () => {
    const user = await createUser(t.ctx);
    const first = await openSubscriptionCheckout(t, user.token);
    const second = await openSubscriptionCheckout(t, user.token, 'yearly');
    await paySubscription(t, first);
    await paySubscription(t, second);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 79.99, refundable: 79.99 });
    const res = await refund(user.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      refunded: 79.99,
      refunds: [{ amount: 79.99, status: 'succeeded' }],
    });
    expect(await refundRow(res.body.data.refunds[0].id)).toMatchObject({ paymentId: second });
    expect((await paymentRow(t, first)).refundedPence).toBe(0);
  });
});

describe("a tutor's earnings", () => {
  it('shows available, pending and total earnings, and payouts with their state', async () => {
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    const id = tutor.user.id;
    const [payout] = await t.ctx.db
      .insert(payouts)
      .values({ userId: id, amountPence: 1000, provider: 'sandbox', expectedBy: '2030-04-10' })
      .returning();
    const post = (
      kind: 'creator_reward' | 'tutor_earning' | 'payout',
      from: AccountRef,
      to: AccountRef,
      pence: number,
      reference = {},
    ) =>
      inTransaction(t.ctx.db, (tx) =>
        postTransaction(
          tx,
          {
            idempotencyKey: `${kind}:${id}`,
            kind,
            userId: id,
            reference,
            entries: [
              { account: from, amountPence: -pence },
              { account: to, amountPence: pence },
            ],
          },
          clock.now(),
        ),
      );
    await post('creator_reward', { kind: 'platform' }, { kind: 'earnings', userId: id }, 500);
    await post('tutor_earning', { kind: 'platform' }, { kind: 'earnings', userId: id }, 2000);
    await post('payout', { kind: 'earnings', userId: id }, { kind: 'payout_pending', userId: id }, 1000, {
      payout_id: payout!.id,
    });

    expect(await walletOf(t, tutor.token)).toMatchObject({
      balance: 0,
      earnings: { available: 15, pending_payout: 10, total_earned: 25 },
    });
    const lines = await history(tutor.token);
    expect(lines.map((l) => [l.kind, l.amount, l.state, l.description])).toEqual([
      ['payout', -10, 'pending', 'Payout to your bank account'],
      ['tutor_earning', 20, 'completed', 'Earnings from a session'],
      ['creator_reward', 5, 'completed', 'Course creator reward'],
    ]);
    const th = await t.call('GET', '/api/v1/wallet/transactions', {
      token: tutor.token,
      headers: { 'accept-language': 'th' },
    });
    expect(th.body.data[2].description).toBe('รางวัลสำหรับผู้สร้างคอร์ส');
  });
});
