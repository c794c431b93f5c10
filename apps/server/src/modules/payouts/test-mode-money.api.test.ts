import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import {
  deliverWebhook,
  type LoopbackStripe,
  startLoopbackStripe,
  stripeEvent,
} from '../../../test/stripe-server.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { payments, payoutAccounts, users } from '../../platform/db/schema/index.ts';
import { getBalances, postTransaction } from '../ledger/index.ts';
import { handlePaymentEvent } from '../payment-events/index.ts';

// A platform that ran with the sandbox and now runs with Stripe: test-mode money is never paid out for real.

let server: LoopbackStripe;
let t: TestApp;
const clock = movableClock();

beforeAll(async () => {
  server = await startLoopbackStripe();
  t = await createTestApp({ config: { stripe: server.config }, context: { clock } });
});
afterAll(() => server.stop());

const deliver = (event: object) => deliverWebhook(t, server, event);

const earn = (userId: number, pence: number, key: string) =>
  inTransaction(t.ctx.db, (tx) =>
    postTransaction(
      tx,
      {
        idempotencyKey: key,
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

const withdraw = (token: string) => t.call('GET', '/api/v1/wallet/withdraw', { token });

describe('with Stripe configured, sandbox money is not paid out', () => {
  it('refuses sandbox bank details and test-mode earnings, and pays out what was earned since', async () => {
    // The sandbox era: a student's test top-up, a tutor's earnings and sandbox bank details.
    const student = await createUser(t.ctx);
    const [old] = await t.ctx.db
      .insert(payments)
      .values({ userId: student.user.id, purpose: 'top_up', provider: 'sandbox', amountPence: 5000 })
      .returning();
    await handlePaymentEvent(t.ctx, 'sandbox', {
      id: `evt_old_${old!.id}`,
      type: 'checkout.succeeded',
      paymentId: old!.id,
      chargeRef: `sbx_ch_${old!.id}`,
    });
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    await earn(tutor.user.id, 1000, 'earning:sandbox-era');
    await t.ctx.db.insert(payoutAccounts).values({
      userId: tutor.user.id,
      provider: 'sandbox',
      providerAccountId: `sbx_acct_${tutor.user.id}`,
      accountLast4: '4321',
    });
    await t.ctx.db.update(users).set({ connectAccountStatus: 'verified' }).where(eq(users.id, tutor.user.id));

    const sandboxAccount = await withdraw(tutor.token);
    expect(sandboxAccount.status).toBe(422);
    expect(sandboxAccount.body).toMatchObject({
      success: false,
      message:
        'Your bank details were entered in test mode, which pays no real money. Connect your bank account again to withdraw.',
    });

    // The tutor connects a real (Stripe) account: the test-mode earnings still cannot go out.
    clock.advance(60_000);
    const link = await t.call('GET', '/api/v1/wallet/connect', { token: tutor.token });
    const accountId = link.body.data.redirect_url.split('/setup/e/')[1].split('/')[0] as string;
    const account = { id: accountId, object: 'account', payouts_enabled: true, details_submitted: true };
    await deliver(stripeEvent('account.updated', account, { account: accountId }));
    const testMoney = await withdraw(tutor.token);
    expect(testMoney.status).toBe(422);
    expect(testMoney.body.message).toMatch(/test mode are not real money/);
    const th = await t.call('GET', '/api/v1/wallet/withdraw', {
      token: tutor.token,
      headers: { 'accept-language': 'th' },
    });
    expect(th.body.message).toMatch(/โหมดทดสอบ/);

    // Real money comes in; what the tutor earns from then on is paid out, the test money stays behind.
    clock.advance(60_000);
    const checkout = await t.call('GET', '/api/v1/wallet/checkout?amount=30', { token: student.token });
    const session = [...server.sessions.values()].find((s) => s.url === checkout.body.data.redirect_url);
    expect((await deliver(server.completeCheckout(session!.id))).body.data.applied).toBe(true);
    clock.advance(60_000);
    await earn(tutor.user.id, 2000, 'earning:live');

    const paid = await withdraw(tutor.token);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ amount: 20, status: 'pending' });
    expect(await getBalances(t.ctx.db, tutor.user.id)).toMatchObject({
      earningsPence: 1000,
      payoutPendingPence: 2000,
    });
    expect((await withdraw(tutor.token)).status).toBe(422);
  });
});
