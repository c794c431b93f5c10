import { randomBytes } from 'node:crypto';
import { payoutSchema, SANDBOX_BANK } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser, lastEmailTo } from '../../../test/factories.ts';
import { eventId, ledgerSize } from '../../../test/subscriptions.ts';
import { ledgerTransaction } from '../../../test/wallet.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { payouts } from '../../platform/db/schema/index.ts';
import { getBalances, postTransaction } from '../ledger/index.ts';
import { handlePaymentEvent } from '../payment-events/index.ts';
import { findSettleableSandboxPayouts, saveSandboxBankDetails } from './index.ts';

// A Monday morning in London: 7 working days later is the Wednesday of the next week.
const clock = movableClock(new Date('2032-03-01T09:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});

const withdraw = (token?: string) => t.call('GET', '/api/v1/wallet/withdraw', { token });
const payoutRow = async (id: string) => (await t.ctx.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
const settle = (payoutId: string, status: 'paid' | 'failed', id = eventId(), reason?: string) =>
  handlePaymentEvent(t.ctx, 'sandbox', { id, type: 'payout.settled', payoutId, status, reason });

/** Earnings credited the way a lesson or a creator reward would: platform -> earnings. */
function earn(userId: number, pence: number) {
  return inTransaction(t.ctx.db, (tx) =>
    postTransaction(
      tx,
      {
        idempotencyKey: `test_earning:${randomBytes(6).toString('hex')}`,
        kind: 'tutor_earning',
        userId,
        entries: [
          { account: { kind: 'platform' }, amountPence: -pence },
          { account: { kind: 'earnings', userId }, amountPence: pence },
        ],
      },
      clock.now(),
    ),
  );
}

/** A tutor whose sandbox bank details the provider has reported with `status`. */
async function tutorWithAccount(status: 'pending' | 'verified' | 'problem', accountNumber = '12345678') {
  const tutor = await createUser(t.ctx, { role: 'teacher' });
  const { accountId } = await inTransaction(t.ctx.db, (tx) =>
    saveSandboxBankDetails(tx, tutor.user.id, {
      account_holder: 'Tutor',
      sort_code: '112233',
      account_number: accountNumber,
    }),
  );
  await handlePaymentEvent(t.ctx, 'sandbox', {
    id: eventId(),
    type: 'payout_account.updated',
    accountId,
    status,
  });
  return tutor;
}

describe('GET /wallet/withdraw refused', () => {
  it('answers 401 without a token, and 403 to students and admins', async () => {
    expect((await withdraw()).status).toBe(401);
    for (const role of ['student', 'admin'] as const) {
      const { token } = await createUser(t.ctx, { role });
      expect((await withdraw(token)).status, role).toBe(403);
    }
  });

  it('needs verified bank information; a problem must be rectified first (422, ledger unchanged)', async () => {
    const incomplete = await createUser(t.ctx, { role: 'teacher' });
    const pending = await tutorWithAccount('pending');
    const problem = await tutorWithAccount('problem');
    for (const tutor of [incomplete, pending, problem]) await earn(tutor.user.id, 1000);
    const before = await ledgerSize(t);

    for (const tutor of [incomplete, pending]) {
      const res = await withdraw(tutor.token);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Set up and verify your bank information before withdrawing');
    }
    const res = await withdraw(problem.token);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'There is a problem with your bank information: please rectify it before withdrawing',
    );
    expect(await ledgerSize(t)).toBe(before);
    expect((await getBalances(t.ctx.db, problem.user.id)).earningsPence).toBe(1000);
  });

  it('answers 422 when no earnings are available', async () => {
    const tutor = await tutorWithAccount('verified');
    const res = await withdraw(tutor.token);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('You have no earnings available to withdraw');
  });
});

describe('GET /wallet/withdraw and the settlement', () => {
  it('pays out all available earnings, pending for up to 7 working days, then paid', async () => {
    const tutor = await tutorWithAccount('verified');
    await earn(tutor.user.id, 1250);
    await earn(tutor.user.id, 500);

    const res = await withdraw(tutor.token);
    expect(res.status).toBe(200);
    expect(payoutSchema.parse(res.body.data)).toEqual(res.body.data);
    const payout = res.body.data;
    expect(payout).toMatchObject({
      amount: 17.5,
      status: 'pending',
      failure_reason: null,
      expected_by: '2032-03-10',
      created_at: clock.now().toISOString(),
      paid_at: null,
    });
    expect(await payoutRow(payout.id)).toMatchObject({
      providerRef: `sbx_po_${payout.id}`,
      provider: 'sandbox',
    });
    expect(await ledgerTransaction(t, `payout:${payout.id}`)).toMatchObject({
      kind: 'payout',
      user_id: tutor.user.id,
      entries: { earnings: -1750, payout_pending: 1750 },
    });
    expect(await getBalances(t.ctx.db, tutor.user.id)).toMatchObject({
      earningsPence: 0,
      payoutPendingPence: 1750,
    });
    expect((await withdraw(tutor.token)).status).toBe(422);

    clock.advance(60_000);
    const id = eventId();
    expect(await settle(payout.id, 'paid', id)).toEqual({ applied: true });
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'paid', settledAt: clock.now() });
    expect(await ledgerTransaction(t, `payout_paid:${payout.id}`)).toMatchObject({
      kind: 'payout_paid',
      entries: { payout_pending: -1750, provider: 1750 },
    });
    expect(await getBalances(t.ctx.db, tutor.user.id)).toMatchObject({
      earningsPence: 0,
      payoutPendingPence: 0,
    });

    const before = await ledgerSize(t);
    expect(await settle(payout.id, 'paid', id)).toEqual({ applied: false });
    expect(await settle(payout.id, 'failed')).toEqual({ applied: true });
    expect(await ledgerSize(t)).toBe(before);
    expect((await payoutRow(payout.id)).status).toBe('paid');
    const listed = await t.call('GET', '/api/v1/wallet/payouts', { token: tutor.token });
    expect(listed.body.data[0]).toMatchObject({
      id: payout.id,
      status: 'paid',
      paid_at: clock.now().toISOString(),
    });
  });

  it('returns a failed payout to the earnings and tells the tutor why; later events change nothing', async () => {
    const tutor = await tutorWithAccount('verified', SANDBOX_BANK.failingPayoutAccountNumber);
    await earn(tutor.user.id, 4000);
    const payout = (await withdraw(tutor.token)).body.data;

    const due = await findSettleableSandboxPayouts(t.ctx.db, new Date(clock.now().getTime() + 1));
    expect(due.find((row) => row.id === payout.id)).toMatchObject({ outcome: 'fail', amountPence: 4000 });
    expect(await findSettleableSandboxPayouts(t.ctx.db, clock.now())).toEqual([]);

    await settle(payout.id, 'failed', eventId(), 'payout_rejected_by_bank');
    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'failed',
      failureReason: 'payout_rejected_by_bank',
    });
    expect(await ledgerTransaction(t, `payout_failed:${payout.id}`)).toMatchObject({
      kind: 'payout_failed',
      entries: { payout_pending: -4000, earnings: 4000 },
    });
    expect(await getBalances(t.ctx.db, tutor.user.id)).toMatchObject({
      earningsPence: 4000,
      payoutPendingPence: 0,
    });
    const mail = await lastEmailTo(t.ctx, tutor.user.email);
    expect(mail?.subject).toBe('Your withdrawal could not be paid');
    expect(mail?.textBody).toContain('£40.00');
    expect(mail?.textBody).toContain('The bank did not accept the transfer');

    const before = await ledgerSize(t);
    await settle(payout.id, 'paid');
    expect(await ledgerSize(t)).toBe(before);
    const listed = await t.call('GET', '/api/v1/wallet/payouts', {
      token: tutor.token,
      headers: { 'accept-language': 'th' },
    });
    expect(listed.body.data[0]).toMatchObject({ status: 'failed', paid_at: null });
    expect(listed.body.data[0].failure_reason).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('pays the earnings out once when two withdrawals race', async () => {
    const tutor = await tutorWithAccount('verified');
    await earn(tutor.user.id, 3000);
    const results = await Promise.all([withdraw(tutor.token), withdraw(tutor.token), withdraw(tutor.token)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 422, 422]);
    const rows = await t.ctx.db.select().from(payouts).where(eq(payouts.userId, tutor.user.id));
    expect(rows.map((row) => row.amountPence)).toEqual([3000]);
  });

  it('ignores a settlement of a payout it does not know', async () => {
    const before = await ledgerSize(t);
    expect(await settle('not-a-payout', 'paid')).toEqual({ applied: true });
    expect(await settle('6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'failed')).toEqual({ applied: true });
    expect(await ledgerSize(t)).toBe(before);
  });
});

describe('GET /wallet/payouts', () => {
  it("lists the tutor's own payouts, newest first, a page at a time", async () => {
    const tutor = await tutorWithAccount('verified');
    const other = await tutorWithAccount('verified');
    await earn(other.user.id, 100);
    await withdraw(other.token);
    const ids: string[] = [];
    for (const pence of [100, 200, 300]) {
      await earn(tutor.user.id, pence);
      clock.advance(1000);
      ids.push((await withdraw(tutor.token)).body.data.id);
    }
    const res = await t.call('GET', '/api/v1/wallet/payouts', { token: tutor.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(ids.reverse());
    expect(res.body.data.map((p: { amount: number }) => p.amount)).toEqual([3, 2, 1]);
    expect(res.body.pagination).toEqual({
      total: 3,
      count: 3,
      per_page: 20,
      current_page: 1,
      total_pages: 1,
    });
    const page2 = await t.call('GET', '/api/v1/wallet/payouts?page=2', { token: tutor.token });
    expect(page2.body.data).toEqual([]);
    expect((await t.call('GET', '/api/v1/wallet/payouts?page=0', { token: tutor.token })).status).toBe(422);
  });

  it('is for tutors only', async () => {
    const { token } = await createUser(t.ctx);
    const res = await t.call('GET', '/api/v1/wallet/payouts', { token });
    expect(res.status).toBe(403);
    expect((await t.call('GET', '/api/v1/wallet/payouts')).status).toBe(401);
  });
});
