import { randomUUID } from 'node:crypto';
import { MSG, SANDBOX_BANK, SANDBOX_CARDS } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type MovableClock, movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { payments, payouts, subscriptions } from '../../platform/db/schema/index.ts';
import { translate } from '../../platform/i18n.ts';
import { postTransaction } from '../ledger/index.ts';
import { handlePaymentEvent } from './handle-payment-event.ts';
import {
  expireStaleSandboxCheckouts,
  renewSandboxSubscriptions,
  sandboxRenewalEvent,
  settleSandboxPayouts,
} from './sandbox-jobs.ts';

let t: TestApp;
let clock: MovableClock;

beforeAll(async () => {
  clock = movableClock(new Date('2026-03-10T09:00:00Z'));
  t = await createTestApp({ context: { clock } });
});

/** Opens a sandbox top-up and answers its payment id (from the checkout page URL the provider gave). */
async function openTopUp(token: string, amount: string, returnPath?: string): Promise<string> {
  const query = returnPath ? `&return_path=${encodeURIComponent(returnPath)}` : '';
  const response = await t.call('GET', `/api/v1/wallet/checkout?amount=${amount}${query}`, { token });
  expect(response.status).toBe(200);
  const url = new URL(response.body.data.redirect_url, 'http://kru.test');
  expect(url.pathname).toBe('/sandbox/checkout');
  return url.searchParams.get('payment') as string;
}

async function openPlan(token: string, type: 'monthly' | 'yearly'): Promise<string> {
  const response = await t.call('GET', `/api/v1/subscription/checkout?product_id=kru-plus&type=${type}`, {
    token,
  });
  expect(response.status).toBe(200);
  return new URL(response.body.data.redirect_url, 'http://kru.test').searchParams.get('payment') as string;
}

function complete(token: string, paymentId: string, body: object) {
  return t.call('POST', `/api/v1/sandbox/checkout/${paymentId}/complete`, { token, body });
}

async function balanceOf(token: string): Promise<number> {
  return (await t.call('GET', '/api/v1/wallet', { token })).body.data.balance;
}

async function paymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

describe('GET /sandbox/checkout/:id', () => {
  it("shows the payer's checkout in their language, with the test cards", async () => {
    const { token } = await createUser(t.ctx);
    const topUp = await openTopUp(token, '10.00');
    const page = await t.call('GET', `/api/v1/sandbox/checkout/${topUp}`, { token });
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual({
      id: topUp,
      purpose: 'top_up',
      description: 'Kru wallet top-up',
      amount: 10,
      currency: 'GBP',
      status: 'open',
      cards: {
        succeeds: SANDBOX_CARDS.succeeds,
        declined: SANDBOX_CARDS.declined,
        renewals_declined: SANDBOX_CARDS.renewalsDeclined,
      },
    });

    const plan = await openPlan(token, 'yearly');
    const english = await t.call('GET', `/api/v1/sandbox/checkout/${plan}`, { token });
    expect(english.body.data).toMatchObject({
      purpose: 'subscription',
      description: 'Kru Plus, yearly',
      amount: 79.99,
    });
    const thai = await t.call('GET', `/api/v1/sandbox/checkout/${plan}`, {
      token,
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body.data.description).toBe('ครู พลัส แบบรายปี');
  });

  it("answers 404 for another user's payment, an unknown or malformed id, and 401 without a session", async () => {
    const { token } = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const paymentId = await openTopUp(token, '4.00');
    for (const id of [paymentId, randomUUID(), 'not-a-uuid']) {
      const response = await t.call('GET', `/api/v1/sandbox/checkout/${id}`, { token: other.token });
      expect(response.status).toBe(404);
    }
    expect((await complete(other.token, paymentId, { outcome: 'abandon' })).status).toBe(404);
    expect((await paymentRow(paymentId))?.status).toBe('open');
    expect((await t.call('GET', `/api/v1/sandbox/checkout/${paymentId}`)).status).toBe(401);
  });
});

describe('POST /sandbox/checkout/:id/complete', () => {
  it('pays with the succeeding card: the wallet is credited and the payer returns with success', async () => {
    const { token } = await createUser(t.ctx);
    const paymentId = await openTopUp(token, '10.00');
    const paid = await complete(token, paymentId, { outcome: 'pay', card_number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    expect(paid.body.data.redirect_url).toBe(`/fees?checkout=success&payment=${paymentId}`);
    expect(await balanceOf(token)).toBe(10);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      providerChargeRef: `sbx_ch_${paymentId}`,
    });

    const again = await complete(token, paymentId, { outcome: 'pay', card_number: SANDBOX_CARDS.succeeds });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(translate(MSG.checkoutClosed, 'en'));
    expect(await balanceOf(token)).toBe(10);
  });

  it('declines the declined card and any other number, with no money', async () => {
    const { token } = await createUser(t.ctx);
    for (const card of [SANDBOX_CARDS.declined, '5555555555554444']) {
      const paymentId = await openTopUp(token, '6.00');
      const declined = await complete(token, paymentId, { outcome: 'pay', card_number: card });
      expect(declined.status).toBe(200);
      expect(declined.body.data.redirect_url).toBe(`/fees?checkout=failed&payment=${paymentId}`);
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
    }
    expect(await balanceOf(token)).toBe(0);
  });

  it('abandons: the checkout expires and the payer returns to their path, its query kept', async () => {
    const { token } = await createUser(t.ctx);
    const paymentId = await openTopUp(token, '3.00', '/courses/subscribe?plan=kru-plus');
    const abandoned = await complete(token, paymentId, { outcome: 'abandon' });
    expect(abandoned.status).toBe(200);
    expect(abandoned.body.data.redirect_url).toBe(
      `/courses/subscribe?plan=kru-plus&checkout=canceled&payment=${paymentId}`,
    );
    expect((await paymentRow(paymentId))?.status).toBe('expired');
    expect((await complete(token, paymentId, { outcome: 'abandon' })).status).toBe(409);
  });

  it('requires a card number to pay, and a known outcome', async () => {
    const { token } = await createUser(t.ctx);
    const paymentId = await openTopUp(token, '2.00');
    const noCard = await complete(token, paymentId, { outcome: 'pay' });
    expect(noCard.status).toBe(422);
    expect(noCard.body.errors.card_number).toEqual([translate(MSG.cardNumberRequired, 'en')]);
    expect((await complete(token, paymentId, { outcome: 'refund' })).status).toBe(422);
    expect((await paymentRow(paymentId))?.status).toBe('open');
  });
});

describe('POST /sandbox/checkout/:id/complete, arriving together', () => {
  const pay = (token: string, paymentId: string) =>
    complete(token, paymentId, { outcome: 'pay', card_number: SANDBOX_CARDS.succeeds });

  it('pay and abandon at once: the payer is told success only when the wallet was credited', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { token } = await createUser(t.ctx);
      const paymentId = await openTopUp(token, '10');
      const [paid, abandoned] = await Promise.all([
        pay(token, paymentId),
        complete(token, paymentId, { outcome: 'abandon' }),
      ]);
      expect([paid.status, abandoned.status].sort()).toEqual([200, 409]);
      const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
      const wallet = (await t.call('GET', '/api/v1/wallet', { token })).body.data;
      if (paid.status === 200) {
        expect(paid.body.data.redirect_url).toContain('checkout=success');
        expect(row?.status).toBe('succeeded');
        expect(wallet.balance).toBe(10);
      } else {
        expect(abandoned.body.data.redirect_url).toContain('checkout=canceled');
        expect(row?.status).toBe('expired');
        expect(wallet.balance).toBe(0);
      }
    }
  });

  it('20 completions of one checkout at once: one 200, nineteen 409, one credit', async () => {
    const { token } = await createUser(t.ctx);
    const paymentId = await openTopUp(token, '7');
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(token, paymentId)));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(results.find((res) => res.status === 409)?.body).toMatchObject({
      success: false,
      message: 'This checkout is already finished',
    });
    expect((await t.call('GET', '/api/v1/wallet', { token })).body.data.balance).toBe(7);
  });
});

describe('sandbox subscriptions renew by job', () => {
  it('renews a subscription paid with the succeeding card a month on, once per period', async () => {
    const { user, token } = await createUser(t.ctx);
    const paymentId = await openPlan(token, 'monthly');
    expect(
      (await complete(token, paymentId, { outcome: 'pay', card_number: SANDBOX_CARDS.succeeds })).status,
    ).toBe(200);
    const [started] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(started).toMatchObject({ status: 'active', providerRef: `sbx_sub_${paymentId}` });

    expect(await renewSandboxSubscriptions(t.ctx)).toBe(0);
    clock.advance(started!.endingAt.getTime() - clock.now().getTime() + 1000);
    expect(await renewSandboxSubscriptions(t.ctx)).toBeGreaterThanOrEqual(1);
    const [renewed] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, started!.id));
    expect(renewed?.status).toBe('active');
    const expected = new Date(started!.endingAt);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(renewed?.endingAt.toISOString()).toBe(expected.toISOString());
    expect(renewed?.latestInvoice?.amount_pence).toBe(999);

    // An overlapping run that still saw the old period makes the same event: it changes nothing.
    const stale = sandboxRenewalEvent({ ...started!, sandboxCard: SANDBOX_CARDS.succeeds });
    expect(stale && (await handlePaymentEvent(t.ctx, 'sandbox', stale)).applied).toBe(false);
    expect(await renewSandboxSubscriptions(t.ctx)).toBe(0);
    const [unchanged] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, started!.id));
    expect(unchanged?.endingAt).toEqual(renewed?.endingAt);
  });

  it('expires a subscription whose card declines renewals', async () => {
    const { user, token } = await createUser(t.ctx);
    const paymentId = await openPlan(token, 'monthly');
    const paid = await complete(token, paymentId, {
      outcome: 'pay',
      card_number: SANDBOX_CARDS.renewalsDeclined,
    });
    expect(paid.body.data.redirect_url).toBe(`/fees?checkout=success&payment=${paymentId}`);
    expect((await paymentRow(paymentId))?.sandboxCard).toBe(SANDBOX_CARDS.renewalsDeclined);
    const [started] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(started?.status).toBe('active');

    clock.advance(started!.endingAt.getTime() - clock.now().getTime() + 1000);
    await renewSandboxSubscriptions(t.ctx);
    const [after] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, started!.id));
    expect(after?.status).toBe('expired');
    expect(after?.endingAt).toEqual(started?.endingAt);
  });
});

describe('GET and POST /sandbox/connect', () => {
  const details = { account_holder: 'Ada Tutor', sort_code: '12-34-56', account_number: '12345678' };

  it('refuses anyone but a tutor', async () => {
    const { token } = await createUser(t.ctx);
    expect((await t.call('GET', '/api/v1/sandbox/connect', { token })).status).toBe(403);
    const posted = await t.call('POST', '/api/v1/sandbox/connect', { token, body: details });
    expect(posted.status).toBe(403);
    expect(posted.body.message).toBe(translate(MSG.tutorOnly, 'en'));
    expect((await t.call('GET', '/api/v1/sandbox/connect')).status).toBe(401);
  });

  it('validates UK bank details and stores nothing that is wrong', async () => {
    const { token } = await createUser(t.ctx, { role: 'teacher' });
    const cases: Array<[object, string, string]> = [
      [{ ...details, account_holder: ' ' }, 'account_holder', MSG.accountHolderRequired],
      [{ ...details, sort_code: '12-34-5' }, 'sort_code', MSG.sortCodeInvalid],
      [{ ...details, account_number: '1234567a' }, 'account_number', MSG.accountNumberInvalid],
      [{ account_holder: 'Ada', sort_code: '123456' }, 'account_number', MSG.accountNumberInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.call('POST', '/api/v1/sandbox/connect', { token, body });
      expect(response.status).toBe(422);
      expect(response.body.errors[field]).toEqual([translate(message, 'en')]);
    }
    const current = await t.call('GET', '/api/v1/sandbox/connect', { token });
    expect(current.body.data).toEqual({
      status: 'incomplete',
      holder_name: null,
      account_last4: null,
      sort_code: null,
      problem_reason: null,
    });
  });

  it('verifies good details (keeping only the last four digits) and returns to the fees page', async () => {
    const { token } = await createUser(t.ctx, { role: 'teacher' });
    const saved = await t.call('POST', '/api/v1/sandbox/connect', { token, body: details });
    expect(saved.status).toBe(200);
    expect(saved.body.data.redirect_url).toBe('/fees?connect=return');
    const current = await t.call('GET', '/api/v1/sandbox/connect', { token });
    expect(current.body.data).toEqual({
      status: 'verified',
      holder_name: 'Ada Tutor',
      account_last4: '5678',
      sort_code: '12-34-56',
      problem_reason: null,
    });
  });

  it('reports a problem for the test account the bank cannot verify', async () => {
    const { token } = await createUser(t.ctx, { role: 'teacher' });
    const body = { ...details, account_number: SANDBOX_BANK.problemAccountNumber };
    expect((await t.call('POST', '/api/v1/sandbox/connect', { token, body })).status).toBe(200);
    const current = await t.call('GET', '/api/v1/sandbox/connect', { token });
    expect(current.body.data).toMatchObject({
      status: 'problem',
      problem_reason: translate(MSG.bankAccountUnverified, 'en'),
    });
    const thai = await t.call('GET', '/api/v1/sandbox/connect', {
      token,
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body.data.problem_reason).toBe(translate(MSG.bankAccountUnverified, 'th'));
    expect((await t.call('GET', '/api/v1/wallet/withdraw', { token })).status).toBe(422);
  });
});

describe('sandbox payouts settle by job after the delay', () => {
  async function withdrawnPayout(accountNumber: string, pence: number) {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    const body = { account_holder: 'Ada Tutor', sort_code: '123456', account_number: accountNumber };
    await t.call('POST', '/api/v1/sandbox/connect', { token, body });
    await inTransaction(t.ctx.db, (tx) =>
      postTransaction(
        tx,
        {
          idempotencyKey: `earning:${user.id}`,
          kind: 'tutor_earning',
          userId: user.id,
          entries: [
            { account: { kind: 'platform' }, amountPence: -pence },
            { account: { kind: 'earnings', userId: user.id }, amountPence: pence },
          ],
        },
        clock.now(),
      ),
    );
    const withdrawn = await t.call('GET', '/api/v1/wallet/withdraw', { token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe('pending');
    return { token, payoutId: withdrawn.body.data.id as string };
  }

  async function payoutRow(id: string) {
    const [row] = await t.ctx.db.select().from(payouts).where(eq(payouts.id, id));
    return row;
  }

  it('pays a payout once the delay has passed, and a second run changes nothing', async () => {
    const { token, payoutId } = await withdrawnPayout('12345678', 4000);
    await settleSandboxPayouts(t.ctx);
    expect((await payoutRow(payoutId))?.status).toBe('pending');

    clock.advance((t.ctx.config.sandboxPayoutDelaySeconds + 1) * 1000);
    expect(await settleSandboxPayouts(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await payoutRow(payoutId))?.status).toBe('paid');
    expect(await settleSandboxPayouts(t.ctx)).toBe(0);
    const wallet = (await t.call('GET', '/api/v1/wallet', { token })).body.data;
    expect(wallet.earnings).toMatchObject({ available: 0, pending_payout: 0 });
  });

  it('bounces a payout to the failing test account back into the earnings', async () => {
    const { token, payoutId } = await withdrawnPayout(SANDBOX_BANK.failingPayoutAccountNumber, 1500);
    clock.advance((t.ctx.config.sandboxPayoutDelaySeconds + 1) * 1000);
    await settleSandboxPayouts(t.ctx);
    expect(await payoutRow(payoutId)).toMatchObject({
      status: 'failed',
      failureReason: MSG.payoutRejectedByBank,
    });
    const wallet = (await t.call('GET', '/api/v1/wallet', { token })).body.data;
    expect(wallet.earnings).toMatchObject({ available: 15, pending_payout: 0 });
    expect(await settleSandboxPayouts(t.ctx)).toBe(0);
  });
});

describe('the other provider', () => {
  it('has no Stripe webhook endpoint while the sandbox is the provider', async () => {
    const response = await t.call('POST', '/api/v1/webhooks/stripe', {
      body: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(response.status).toBe(404);
  });
});

describe('sandbox checkouts left open expire after a day', () => {
  it('expires an unfinished checkout once, and leaves paid ones alone', async () => {
    const { token } = await createUser(t.ctx);
    const left = await openTopUp(token, '5');
    const paid = await openTopUp(token, '6');
    expect(
      (await complete(token, paid, { outcome: 'pay', card_number: SANDBOX_CARDS.succeeds })).status,
    ).toBe(200);

    clock.advance(23 * 3600 * 1000);
    await expireStaleSandboxCheckouts(t.ctx);
    expect((await paymentRow(left))?.status).toBe('open');

    clock.advance(3600 * 1000 + 60_000);
    expect(await expireStaleSandboxCheckouts(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(left))?.status).toBe('expired');
    expect((await paymentRow(paid))?.status).toBe('succeeded');
    expect(await expireStaleSandboxCheckouts(t.ctx)).toBe(0);
    expect(await balanceOf(token)).toBe(6);
    const history = await t.call('GET', '/api/v1/wallet/transactions', { token });
    expect(history.body.data.find((m: { id: string }) => m.id === left)).toMatchObject({ state: 'failed' });
  });
});
