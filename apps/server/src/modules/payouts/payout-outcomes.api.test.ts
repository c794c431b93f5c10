import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import {
  deliverWebhook,
  type LoopbackStripe,
  startLoopbackStripe,
  stripeEvent,
} from '../../../test/stripe-server.ts';
import { ledgerTransaction } from '../../../test/wallet.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { payouts } from '../../platform/db/schema/index.ts';
import { getBalances, postTransaction } from '../ledger/index.ts';
import { PAYOUT_RETRY_AFTER_MS, PAYOUT_RETRY_WINDOW_MS, retryUnsentPayouts } from './retry-unsent-payouts.ts';

// Withdrawals against the Stripe stand-in when Stripe's answer is lost, is a 5xx, or our own write after it fails:
// the payout stays pending (its money in payout_pending) until payout.paid or the retry job settles it, and the
// retry (same idempotency keys) never pays twice.

let server: LoopbackStripe;
let t: TestApp;
const clock = movableClock();

beforeAll(async () => {
  server = await startLoopbackStripe();
  t = await createTestApp({ config: { stripe: server.config }, context: { clock } });
  // The unknown outcomes are logged as warnings; the tests read the state instead.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => server.stop());

const deliver = (event: object) => deliverWebhook(t, server, event);

async function verifiedTutor(pence: number) {
  const { user, token } = await createUser(t.ctx, { role: 'teacher' });
  const link = await t.call('GET', '/api/v1/wallet/connect', { token });
  const accountId = link.body.data.redirect_url.split('/setup/e/')[1].split('/')[0] as string;
  const account = { id: accountId, object: 'account', payouts_enabled: true, details_submitted: true };
  await deliver(stripeEvent('account.updated', account, { account: accountId }));
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
  return { user, token, accountId };
}

const payoutRow = async (id: string) => (await t.ctx.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
/** Requests about our payout that Stripe carried out (not answered again from an idempotency key). */
const carriedOut = (path: string, payoutId: string) =>
  server.requests.filter((r) => r.path === path && r.body.metadata?.payout_id === payoutId && !r.replayed);

/** Stripe's payout.paid for the bank payout made for our payout (its metadata names our payout). */
function payoutPaid(payoutId: string, accountId: string) {
  const call = server.requests.find(
    (r) => r.path === '/v1/payouts' && r.body.metadata?.payout_id === payoutId,
  );
  const payout = {
    object: 'payout',
    amount: Number(call?.body.amount),
    status: 'paid',
    metadata: call?.body.metadata,
  };
  return stripeEvent('payout.paid', { id: `po_${payoutId.slice(0, 8)}`, ...payout }, { account: accountId });
}

describe('a withdrawal whose outcome is unknown stays pending', () => {
  it('Stripe paid but its answer was lost: pending, then paid by payout.paid, never paid twice', async () => {
    const { user, token, accountId } = await verifiedTutor(2000);
    server.loseAnswers('/v1/payouts', 3);
    const res = await t.call('GET', '/api/v1/wallet/withdraw', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 20, status: 'pending' });
    const payoutId = res.body.data.id as string;
    expect(await getBalances(t.ctx.db, user.id)).toMatchObject({
      earningsPence: 0,
      payoutPendingPence: 2000,
    });
    expect(await ledgerTransaction(t, `payout_failed:${payoutId}`)).toBeUndefined();
    // The transfer stays with the bank payout Stripe made: nothing is reversed.
    expect(server.requests.some((r) => r.path.endsWith('/reversals'))).toBe(false);

    // The retry job asks again with the same keys: Stripe answers with the payout it made.
    clock.advance(PAYOUT_RETRY_AFTER_MS + 60_000);
    expect(await retryUnsentPayouts(t.ctx)).toBe(1);
    expect((await payoutRow(payoutId)).providerRef).toMatch(/^po_/);
    expect(carriedOut('/v1/transfers', payoutId)).toHaveLength(1);
    expect(carriedOut('/v1/payouts', payoutId)).toHaveLength(1);
    const keys = new Set(
      server.requests
        .filter((r) => r.path === '/v1/payouts' && r.body.metadata?.payout_id === payoutId)
        .map((r) => r.idempotencyKey),
    );
    expect([...keys]).toEqual([`payout:${payoutId}:payout`]);
    expect(await retryUnsentPayouts(t.ctx)).toBe(0);

    expect((await deliver(payoutPaid(payoutId, accountId))).body.data.applied).toBe(true);
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'paid' });
    expect(await getBalances(t.ctx.db, user.id)).toMatchObject({ earningsPence: 0, payoutPendingPence: 0 });
  });

  it('Stripe answered 5xx every time: pending, and the retry job starts it once Stripe is back', async () => {
    const { user, token } = await verifiedTutor(1500);
    server.failNext('/v1/transfers', { status: 500, type: 'api_error', message: 'Something went wrong' }, 3);
    const res = await t.call('GET', '/api/v1/wallet/withdraw', { token });
    expect(res.body.data).toMatchObject({ amount: 15, status: 'pending' });
    const payoutId = res.body.data.id as string;
    expect(carriedOut('/v1/payouts', payoutId)).toHaveLength(0);
    expect(await getBalances(t.ctx.db, user.id)).toMatchObject({
      earningsPence: 0,
      payoutPendingPence: 1500,
    });

    clock.advance(PAYOUT_RETRY_AFTER_MS + 60_000);
    await retryUnsentPayouts(t.ctx);
    expect(carriedOut('/v1/payouts', payoutId)).toHaveLength(1);
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'pending', providerRef: expect.any(String) });
  });

  it('past the 24 hours Stripe keeps a key, an unsent payout is not asked for again', async () => {
    const { token } = await verifiedTutor(300);
    server.failNext('/v1/transfers', { status: 500, type: 'api_error', message: 'Something went wrong' }, 3);
    const payoutId = (await t.call('GET', '/api/v1/wallet/withdraw', { token })).body.data.id as string;
    const calls = () => server.requests.filter((r) => r.body.metadata?.payout_id === payoutId).length;
    const before = calls();
    clock.advance(PAYOUT_RETRY_WINDOW_MS + 60_000);
    await retryUnsentPayouts(t.ctx);
    expect(calls()).toBe(before);
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'pending', providerRef: null });
  });

  it('our write after the call failed: pending, and the retry records the payout Stripe made', async () => {
    const { user, token } = await verifiedTutor(700);
    // The database refuses the write of Stripe's reference, as a lost connection or a failover would.
    await t.ctx.db.$client.query(`
      CREATE FUNCTION refuse_payout_ref() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'connection lost'; END $$;
      CREATE TRIGGER refuse_payout_ref BEFORE UPDATE OF provider_ref ON payouts
        FOR EACH ROW EXECUTE FUNCTION refuse_payout_ref();`);
    const res = await t.call('GET', '/api/v1/wallet/withdraw', { token });
    await t.ctx.db.$client.query('DROP TRIGGER refuse_payout_ref ON payouts');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 7, status: 'pending' });
    const payoutId = res.body.data.id as string;
    expect(await getBalances(t.ctx.db, user.id)).toMatchObject({ earningsPence: 0, payoutPendingPence: 700 });

    clock.advance(PAYOUT_RETRY_AFTER_MS + 60_000);
    await retryUnsentPayouts(t.ctx);
    expect((await payoutRow(payoutId)).providerRef).toMatch(/^po_/);
    expect(carriedOut('/v1/transfers', payoutId)).toHaveLength(1);
    expect(carriedOut('/v1/payouts', payoutId)).toHaveLength(1);
  });

  it('a definitive refusal of the transfer fails it at once and returns the money', async () => {
    const { user, token } = await verifiedTutor(400);
    server.failNext('/v1/transfers', {
      status: 400,
      type: 'invalid_request_error',
      code: 'balance_insufficient',
      message: 'You have insufficient available funds in your Stripe account.',
    });
    const res = await t.call('GET', '/api/v1/wallet/withdraw', { token });
    expect(res.body.data).toMatchObject({ amount: 4, status: 'failed' });
    expect(await getBalances(t.ctx.db, user.id)).toMatchObject({ earningsPence: 400, payoutPendingPence: 0 });
    expect(carriedOut('/v1/payouts', res.body.data.id)).toHaveLength(0);
  });
});
