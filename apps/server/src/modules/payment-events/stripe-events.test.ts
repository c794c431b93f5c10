import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { payoutAccountStatusOf, transferToReverse, translateStripeEvent } from './stripe-events.ts';

// biome-ignore lint/suspicious/noExplicitAny: fixtures carry only the fields the translation reads
function event(type: string, object: Record<string, any>, id = 'evt_1'): Stripe.Event {
  return { id, object: 'event', type, data: { object } } as unknown as Stripe.Event;
}

const paymentId = '3f1c2a9e-8d4b-4c1e-9f0a-1b2c3d4e5f60';

describe('translateStripeEvent: checkouts', () => {
  it('turns a paid top-up session into checkout.succeeded with its payment intent', () => {
    const translated = translateStripeEvent(
      event('checkout.session.completed', {
        id: 'cs_1',
        client_reference_id: paymentId,
        metadata: { payment_id: paymentId },
        payment_status: 'paid',
        payment_intent: 'pi_1',
        subscription: null,
      }),
    );
    expect(translated).toEqual({
      id: 'evt_1',
      type: 'checkout.succeeded',
      paymentId,
      chargeRef: 'pi_1',
      subscriptionRef: null,
      periodEnd: null,
    });
  });

  it('carries the subscription of a plan checkout, and falls back to metadata for the payment id', () => {
    const translated = translateStripeEvent(
      event('checkout.session.completed', {
        client_reference_id: null,
        metadata: { payment_id: paymentId },
        payment_status: 'paid',
        payment_intent: null,
        subscription: { id: 'sub_9', object: 'subscription' },
      }),
    );
    expect(translated).toMatchObject({ paymentId, chargeRef: null, subscriptionRef: 'sub_9' });
  });

  it('waits for the async result of a session completed unpaid, and ignores sessions Kru did not open', () => {
    const unpaid = { client_reference_id: paymentId, payment_status: 'unpaid', payment_intent: 'pi_2' };
    expect(translateStripeEvent(event('checkout.session.completed', unpaid))).toBeNull();
    expect(
      translateStripeEvent(
        event('checkout.session.completed', {
          client_reference_id: null,
          metadata: {},
          payment_status: 'paid',
        }),
      ),
    ).toBeNull();
    expect(
      translateStripeEvent(
        event('checkout.session.async_payment_succeeded', { ...unpaid, payment_status: 'paid' }),
      ),
    ).toMatchObject({ type: 'checkout.succeeded', paymentId, chargeRef: 'pi_2' });
  });

  it('maps a failed async payment and an expired session', () => {
    const session = { client_reference_id: paymentId, metadata: {} };
    expect(translateStripeEvent(event('checkout.session.async_payment_failed', session))).toEqual({
      id: 'evt_1',
      type: 'checkout.failed',
      paymentId,
      reason: 'payment_failed',
    });
    expect(translateStripeEvent(event('checkout.session.expired', session))).toEqual({
      id: 'evt_1',
      type: 'checkout.expired',
      paymentId,
    });
  });
});

describe('translateStripeEvent: subscriptions', () => {
  const invoice = {
    id: 'in_2',
    billing_reason: 'subscription_cycle',
    amount_paid: 999,
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_9' } },
    lines: { data: [{ period: { start: 1_767_225_600, end: 1_769_904_000 } }] },
  };

  it('renews on a paid cycle invoice, to the end of its line period', () => {
    expect(translateStripeEvent(event('invoice.paid', invoice))).toEqual({
      id: 'evt_1',
      type: 'subscription.renewed',
      subscriptionRef: 'sub_9',
      invoiceId: 'in_2',
      amountPence: 999,
      periodEnd: new Date(1_769_904_000 * 1000),
    });
  });

  it('reads the subscription of an invoice rendered in an API version before 2025-03-31', () => {
    const legacy = { ...invoice, parent: null, subscription: 'sub_old' };
    expect(translateStripeEvent(event('invoice.paid', legacy))).toMatchObject({ subscriptionRef: 'sub_old' });
  });

  it('leaves the first invoice to the checkout, and reports a failed renewal', () => {
    expect(
      translateStripeEvent(event('invoice.paid', { ...invoice, billing_reason: 'subscription_create' })),
    ).toBeNull();
    expect(translateStripeEvent(event('invoice.payment_failed', invoice))).toEqual({
      id: 'evt_1',
      type: 'subscription.renewal_failed',
      subscriptionRef: 'sub_9',
      invoiceId: 'in_2',
    });
  });

  it('ends a deleted subscription', () => {
    expect(translateStripeEvent(event('customer.subscription.deleted', { id: 'sub_9' }))).toEqual({
      id: 'evt_1',
      type: 'subscription.ended',
      subscriptionRef: 'sub_9',
    });
  });
});

describe('translateStripeEvent: refunds', () => {
  const refund = { id: 're_1', metadata: { refund_id: 'r-1' } };

  it('settles a refund that succeeded or failed, from either event family', () => {
    expect(translateStripeEvent(event('refund.updated', { ...refund, status: 'succeeded' }))).toEqual({
      id: 'evt_1',
      type: 'refund.settled',
      refundId: 'r-1',
      status: 'succeeded',
    });
    expect(
      translateStripeEvent(
        event('charge.refund.updated', {
          ...refund,
          status: 'failed',
          failure_reason: 'expired_or_canceled_card',
        }),
      ),
    ).toEqual({
      id: 'evt_1',
      type: 'refund.settled',
      refundId: 'r-1',
      status: 'failed',
      reason: 'expired_or_canceled_card',
    });
  });

  it('ignores a refund still pending, and one Kru did not make', () => {
    expect(translateStripeEvent(event('refund.updated', { ...refund, status: 'pending' }))).toBeNull();
    expect(
      translateStripeEvent(event('refund.updated', { id: 're_2', metadata: {}, status: 'succeeded' })),
    ).toBeNull();
  });
});

describe('translateStripeEvent: payout accounts and payouts', () => {
  const account = (fields: Record<string, unknown>) =>
    ({
      id: 'acct_1',
      payouts_enabled: false,
      details_submitted: false,
      requirements: { disabled_reason: null, past_due: [] },
      ...fields,
    }) as unknown as Stripe.Account;

  it('reads the account state in the order verified, problem, pending, incomplete', () => {
    expect(payoutAccountStatusOf(account({ payouts_enabled: true }))).toEqual({
      status: 'verified',
      problemReason: null,
    });
    expect(
      payoutAccountStatusOf(
        account({
          details_submitted: true,
          requirements: { disabled_reason: 'rejected.fraud', past_due: [] },
        }),
      ),
    ).toEqual({ status: 'problem', problemReason: 'rejected.fraud' });
    expect(
      payoutAccountStatusOf(
        account({ requirements: { disabled_reason: null, past_due: ['external_account'] } }),
      ),
    ).toEqual({ status: 'problem', problemReason: 'past_due: external_account' });
    expect(payoutAccountStatusOf(account({ details_submitted: true }))).toMatchObject({ status: 'pending' });
    expect(payoutAccountStatusOf(account({}))).toMatchObject({ status: 'incomplete' });
  });

  it('turns account.updated into payout_account.updated', () => {
    expect(translateStripeEvent(event('account.updated', account({ payouts_enabled: true })))).toEqual({
      id: 'evt_1',
      type: 'payout_account.updated',
      accountId: 'acct_1',
      status: 'verified',
      problemReason: null,
    });
  });

  it('settles Kru-started bank payouts as paid or failed, and reverses the failed one’s transfer', () => {
    const payout = { id: 'po_1', amount: 2500, metadata: { payout_id: 'p-1', transfer_id: 'tr_1' } };
    expect(translateStripeEvent(event('payout.paid', payout))).toEqual({
      id: 'evt_1',
      type: 'payout.settled',
      payoutId: 'p-1',
      status: 'paid',
    });
    const failed = event('payout.failed', {
      ...payout,
      failure_code: 'account_closed',
      failure_message: null,
    });
    expect(translateStripeEvent(failed)).toEqual({
      id: 'evt_1',
      type: 'payout.settled',
      payoutId: 'p-1',
      status: 'failed',
      reason: 'account_closed',
    });
    expect(transferToReverse(failed)).toEqual({ transferId: 'tr_1', amountPence: 2500, payoutId: 'p-1' });
    expect(transferToReverse(event('payout.paid', payout))).toBeNull();
  });

  it("ignores Stripe's own payouts of the platform balance", () => {
    expect(translateStripeEvent(event('payout.paid', { id: 'po_2', amount: 100, metadata: {} }))).toBeNull();
  });
});

describe('translateStripeEvent: everything else', () => {
  it('ignores types Kru does not use', () => {
    expect(translateStripeEvent(event('customer.created', { id: 'cus_1' }))).toBeNull();
    expect(translateStripeEvent(event('invoice.finalized', { id: 'in_1' }))).toBeNull();
  });
});
