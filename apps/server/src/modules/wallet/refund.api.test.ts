import { refundResultSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { ledgerTransaction, paymentRow, spend, topUp, walletOf } from '../../../test/wallet.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { payouts, refunds } from '../../platform/db/schema/index.ts';
import { type AccountRef, postTransaction } from '../ledger/index.ts';
import { handlePaymentEvent } from '../payment-events/index.ts';
import { REFUND_RETRY_AFTER_MS, retryUnsentRefunds } from './retry-unsent-refunds.ts';

let t: TestApp;
const clock = movableClock(new Date('2030-04-01T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});
afterEach(() => {
  vi.restoreAllMocks();
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

  it('gives the money back to the wallet when the provider refuses the refund', async () => {
    const user = await createUser(t.ctx);
    const paymentId = await topUp(t, user.token, 9);
    vi.spyOn(t.ctx.payments, 'refund').mockResolvedValueOnce({
      providerRef: 're_declined',
      status: 'failed',
    });
    const res = await refund(user.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: 0, refunds: [{ amount: 9, status: 'failed' }] });
    const refundId = res.body.data.refunds[0].id;
    expect(await refundRow(refundId)).toMatchObject({
      status: 'failed',
      providerRef: 're_declined',
      failureReason: 'refund_failed',
    });
    expect((await paymentRow(t, paymentId)).refundedPence).toBe(0);
    const original = await ledgerTransaction(t, `refund:${refundId}`);
    expect(await ledgerTransaction(t, `refund_failed:${refundId}`)).toMatchObject({
      kind: 'refund_failed',
      reverses_id: original!.id,
      entries: { provider: -900, wallet: 900 },
    });
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 9, refundable: 9 });
    const lines = await history(user.token);
    expect(lines.slice(0, 2).map((l) => [l.kind, l.amount, l.state])).toEqual([
      ['refund_failed', 9, 'completed'],
      ['refund', -9, 'failed'],
    ]);
    // The same top-up can be refunded again.
    expect((await refund(user.token)).body.data).toMatchObject({
      refunded: 9,
      refunds: [{ status: 'succeeded' }],
    });
  });

  it('leaves a refund pending when the provider cannot be reached, until its refund.settled event', async () => {
    const user = await createUser(t.ctx);
    await topUp(t, user.token, 15);
    vi.spyOn(t.ctx.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    const res = await refund(user.token);
    expect(res.body.data).toMatchObject({ refunded: 15, refunds: [{ amount: 15, status: 'pending' }] });
    const refundId = res.body.data.refunds[0].id;
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0, refundable: 0 });
    expect((await history(user.token))[0]).toMatchObject({ kind: 'refund', amount: -15, state: 'pending' });

    const settled = {
      id: `evt_rs_${refundId}`,
      type: 'refund.settled',
      refundId,
      status: 'succeeded',
    } as const;
    expect(await handlePaymentEvent(t.ctx, 'sandbox', settled)).toEqual({ applied: true });
    expect(await refundRow(refundId)).toMatchObject({ status: 'succeeded', settledAt: clock.now() });
    expect((await history(user.token))[0]).toMatchObject({ kind: 'refund', state: 'completed' });
    // A later contrary report cannot undo a settled refund.
    await handlePaymentEvent(t.ctx, 'sandbox', { ...settled, id: `evt_rs2_${refundId}`, status: 'failed' });
    expect((await refundRow(refundId)).status).toBe('succeeded');
    expect(await ledgerTransaction(t, `refund_failed:${refundId}`)).toBeUndefined();
  });

  it('asks the provider again, with the same idempotency key, for a refund it never acknowledged', async () => {
    const user = await createUser(t.ctx);
    await topUp(t, user.token, 8);
    const send = vi.spyOn(t.ctx.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    const refundId = (await refund(user.token)).body.data.refunds[0].id;
    expect(await refundRow(refundId)).toMatchObject({ status: 'pending', providerRef: null });

    // Not yet: the provider's own event may still arrive.
    clock.advance(REFUND_RETRY_AFTER_MS - 60_000);
    await retryUnsentRefunds(t.ctx);
    expect((await refundRow(refundId)).status).toBe('pending');

    clock.advance(2 * 60_000);
    await retryUnsentRefunds(t.ctx);
    expect(await refundRow(refundId)).toMatchObject({ status: 'succeeded', settledAt: clock.now() });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toMatchObject({ refundId, idempotencyKey: `refund:${refundId}` });
    expect((await history(user.token))[0]).toMatchObject({ kind: 'refund', amount: -8, state: 'completed' });
    // Settled refunds are not sent again.
    clock.advance(REFUND_RETRY_AFTER_MS);
    await retryUnsentRefunds(t.ctx);
    expect(send).toHaveBeenCalledTimes(2);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0 });
  });

  it('reverses a pending refund that settles as failed, once however often it is reported', async () => {
    const user = await createUser(t.ctx);
    const paymentId = await topUp(t, user.token, 12);
    vi.spyOn(t.ctx.payments, 'refund').mockResolvedValueOnce({
      providerRef: 're_pending',
      status: 'pending',
    });
    const res = await refund(user.token);
    const refundId = res.body.data.refunds[0].id;
    expect(await refundRow(refundId)).toMatchObject({ status: 'pending', providerRef: 're_pending' });

    const failed = { type: 'refund.settled', refundId, status: 'failed', reason: 'expired_card' } as const;
    await handlePaymentEvent(t.ctx, 'sandbox', { ...failed, id: 'evt_rf_1' });
    expect(await handlePaymentEvent(t.ctx, 'sandbox', { ...failed, id: 'evt_rf_1' })).toEqual({
      applied: false,
    });
    await handlePaymentEvent(t.ctx, 'sandbox', { ...failed, id: 'evt_rf_2' });
    expect(await refundRow(refundId)).toMatchObject({ status: 'failed', failureReason: 'expired_card' });
    expect(await ledgerTransaction(t, `refund_failed:${refundId}`)).toMatchObject({
      entries: { provider: -1200, wallet: 1200 },
    });
    expect((await paymentRow(t, paymentId)).refundedPence).toBe(0);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 12, refundable: 12 });
  });

  it('lets one of two refunds at once take the money; the other finds nothing left', async () => {
    const user = await createUser(t.ctx);
    await topUp(t, user.token, 30);
    const results = await Promise.all([refund(user.token), refund(user.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await walletOf(t, user.token)).toMatchObject({ balance: 0 });
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
