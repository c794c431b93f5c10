import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import {
  deliverWebhook,
  type LoopbackStripe,
  startLoopbackStripe,
  stripeEvent,
} from '../../../test/stripe-server.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { payouts, subscriptions } from '../../platform/db/schema/index.ts';
import { postTransaction } from '../ledger/index.ts';

let server: LoopbackStripe;
let t: TestApp;

beforeAll(async () => {
  server = await startLoopbackStripe();
  t = await createTestApp({ config: { stripe: server.config } });
});
afterAll(() => server.stop());

/** Stripe's webhook call, signed (test/stripe-server.ts). */
const deliver = (event: object) => deliverWebhook(t, server, event);

async function wallet(token: string) {
  const response = await t.call('GET', '/api/v1/wallet', { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

/** Earnings as a completed session would leave them (platform -> the tutor's earnings). */
async function earn(userId: number, pence: number, key: string) {
  await inTransaction(t.ctx.db, (tx) =>
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
      t.ctx.clock.now(),
    ),
  );
}

/** A connected account as Stripe reports it in account.updated (a Connect event names the account). */
function accountUpdated(accountId: string, fields: Record<string, unknown>) {
  return stripeEvent(
    'account.updated',
    {
      id: accountId,
      object: 'account',
      payouts_enabled: false,
      details_submitted: false,
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
      ...fields,
    },
    { account: accountId },
  );
}

describe('Stripe Connect: the payout account follows account.updated', () => {
  it('creates the Express account once, and moves through pending, problem and verified', async () => {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    const link = await t.call('GET', '/api/v1/wallet/connect', { token });
    expect(link.status).toBe(200);
    const created = server.requests.find(
      (r) => r.path === '/v1/accounts' && r.body.metadata?.user_id === String(user.id),
    );
    expect(created?.body).toMatchObject({ type: 'express', country: 'GB' });
    expect(created?.idempotencyKey).toBeTruthy();
    const accountId = link.body.data.redirect_url.split('/setup/e/')[1].split('/')[0] as string;
    expect(accountId).toMatch(/^acct_/);

    await deliver(accountUpdated(accountId, { details_submitted: true }));
    expect((await wallet(token)).payout_account.status).toBe('pending');

    await deliver(
      accountUpdated(accountId, {
        details_submitted: true,
        requirements: { currently_due: [], past_due: ['external_account'], disabled_reason: null },
      }),
    );
    const problem = (await wallet(token)).payout_account;
    expect(problem).toMatchObject({ status: 'problem', problem_reason: 'past_due: external_account' });
    const refused = await t.call('GET', '/api/v1/wallet/withdraw', { token });
    expect(refused.status).toBe(422);

    await deliver(accountUpdated(accountId, { details_submitted: true, payouts_enabled: true }));
    expect((await wallet(token)).payout_account).toMatchObject({ status: 'verified', problem_reason: null });

    // A second visit links the same account again without creating another.
    await t.call('GET', '/api/v1/wallet/connect', { token });
    expect(
      server.requests.filter(
        (r) => r.path === '/v1/accounts' && r.body.metadata?.user_id === String(user.id),
      ),
    ).toHaveLength(1);
  });
});

describe('Stripe Connect: payouts are tracked to paid or failed', () => {
  async function verifiedTutor() {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    const link = await t.call('GET', '/api/v1/wallet/connect', { token });
    const accountId = link.body.data.redirect_url.split('/setup/e/')[1].split('/')[0] as string;
    await deliver(accountUpdated(accountId, { details_submitted: true, payouts_enabled: true }));
    return { user, token, accountId };
  }

  /** The bank payout Stripe made for our payout, as its payout.* event carries it. */
  function bankPayout(payoutId: string) {
    const call = server.requests.find(
      (r) => r.path === '/v1/payouts' && r.body.metadata?.payout_id === payoutId,
    );
    expect(call).toBeDefined();
    return call!;
  }

  it('transfers, pays out on the connected account, and settles paid on payout.paid', async () => {
    const { user, token, accountId } = await verifiedTutor();
    await earn(user.id, 2500, `earning:paid:${user.id}`);
    const withdrawn = await t.call('GET', '/api/v1/wallet/withdraw', { token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ amount: 25, status: 'pending' });
    const payoutId = withdrawn.body.data.id as string;

    const transfer = server.requests.find(
      (r) => r.path === '/v1/transfers' && r.body.metadata?.payout_id === payoutId,
    );
    expect(transfer?.body).toMatchObject({ amount: '2500', currency: 'gbp', destination: accountId });
    expect(transfer?.idempotencyKey).toBe(`payout:${payoutId}:transfer`);
    const payoutCall = bankPayout(payoutId);
    expect(payoutCall).toMatchObject({
      stripeAccount: accountId,
      idempotencyKey: `payout:${payoutId}:payout`,
    });
    expect((await wallet(token)).earnings).toMatchObject({ available: 0, pending_payout: 25 });

    const paid = stripeEvent(
      'payout.paid',
      { id: 'po_paid', object: 'payout', amount: 2500, status: 'paid', metadata: payoutCall.body.metadata },
      { account: accountId },
    );
    expect((await deliver(paid)).body.data.applied).toBe(true);
    const [row] = await t.ctx.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row?.status).toBe('paid');
    expect((await wallet(token)).earnings).toMatchObject({ available: 0, pending_payout: 0 });
    expect(
      server.requests.some((r) => r.path.endsWith('/reversals') && r.body.metadata?.payout_id === payoutId),
    ).toBe(false);
  });

  it('takes the transfer back on payout.failed and returns the money to the earnings, once', async () => {
    const { user, token, accountId } = await verifiedTutor();
    await earn(user.id, 1800, `earning:failed:${user.id}`);
    const withdrawn = await t.call('GET', '/api/v1/wallet/withdraw', { token });
    const payoutId = withdrawn.body.data.id as string;
    const payoutCall = bankPayout(payoutId);

    const failed = stripeEvent(
      'payout.failed',
      {
        id: 'po_failed',
        object: 'payout',
        amount: 1800,
        status: 'failed',
        failure_code: 'account_closed',
        failure_message: 'The bank account has been closed',
        metadata: payoutCall.body.metadata,
      },
      { account: accountId },
    );
    expect((await deliver(failed)).body.data.applied).toBe(true);
    expect((await deliver(failed)).body.data.applied).toBe(false);

    const reversals = server.requests.filter(
      (r) => r.path.endsWith('/reversals') && r.body.metadata?.payout_id === payoutId,
    );
    expect(reversals).toHaveLength(1);
    expect(reversals[0]).toMatchObject({
      path: `/v1/transfers/${payoutCall.body.metadata.transfer_id}/reversals`,
      idempotencyKey: `reverse:${payoutId}`,
      body: { amount: '1800' },
    });
    const [row] = await t.ctx.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'The bank account has been closed' });
    expect((await wallet(token)).earnings).toMatchObject({ available: 18, pending_payout: 0 });
  });

  it('fails the payout at once, with the transfer taken back, when Stripe refuses the bank payout', async () => {
    const { user, token } = await verifiedTutor();
    await earn(user.id, 900, `earning:refused:${user.id}`);
    server.failNext('/v1/payouts', {
      status: 400,
      type: 'invalid_request_error',
      code: 'balance_insufficient',
      message: 'Insufficient funds in Stripe account',
    });
    const withdrawn = await t.call('GET', '/api/v1/wallet/withdraw', { token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe('failed');
    const payoutId = withdrawn.body.data.id as string;
    expect(
      server.requests.filter((r) => r.path.endsWith('/reversals') && r.body.metadata?.payout_id === payoutId),
    ).toHaveLength(1);
    expect((await wallet(token)).earnings).toMatchObject({ available: 9, pending_payout: 0 });
  });
});

describe('Stripe Billing: a plan bought through Checkout renews, cancels and ends by webhooks', () => {
  it('activates on checkout, renews on invoice.paid, cancels at period end, and ends on deletion', async () => {
    const { user, token } = await createUser(t.ctx);
    const checkout = await t.call('GET', '/api/v1/subscription/checkout?product_id=kru-plus&type=monthly', {
      token,
    });
    expect(checkout.status).toBe(200);
    const session = [...server.sessions.values()].find((s) => s.url === checkout.body.data.redirect_url);
    const sessionCall = server.requests.find(
      (r) =>
        r.path === '/v1/checkout/sessions' && r.body.client_reference_id === session?.client_reference_id,
    );
    expect(sessionCall?.body).toMatchObject({ mode: 'subscription' });
    expect(sessionCall?.body.line_items[0].price_data).toMatchObject({
      currency: 'gbp',
      unit_amount: '999',
      recurring: { interval: 'month' },
    });

    const completed = server.completeCheckout(session?.id as string);
    expect((await deliver(completed)).body.data.applied).toBe(true);
    const subscriptionRef = completed.data.object.subscription as string;
    const [live] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(live).toMatchObject({ status: 'active', provider: 'stripe', providerRef: subscriptionRef });

    const periodEnd = Math.floor(live!.endingAt.getTime() / 1000) + 31 * 86400;
    const renewed = stripeEvent('invoice.paid', {
      id: 'in_renewal_1',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 999,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionRef } },
      lines: { data: [{ period: { start: periodEnd - 31 * 86400, end: periodEnd } }] },
    });
    expect((await deliver(renewed)).body.data.applied).toBe(true);
    const [afterRenewal] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, live!.id));
    expect(afterRenewal?.endingAt.getTime()).toBe(periodEnd * 1000);
    expect(afterRenewal?.latestInvoice?.id).toBe('in_renewal_1');

    const canceled = await t.call('POST', '/api/v1/subscription/cancel', { token });
    expect(canceled.status).toBe(200);
    const cancelCall = server.requests.find((r) => r.path === `/v1/subscriptions/${subscriptionRef}`);
    expect(cancelCall?.body).toEqual({ cancel_at_period_end: 'true' });
    expect(cancelCall?.idempotencyKey).toBeTruthy();

    const ended = stripeEvent('customer.subscription.deleted', {
      id: subscriptionRef,
      object: 'subscription',
    });
    expect((await deliver(ended)).body.data.applied).toBe(true);
    const [afterEnd] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, live!.id));
    expect(afterEnd?.status).toBe('expired');
  });
});
