import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import {
  deliverWebhook,
  type LoopbackStripe,
  startLoopbackStripe,
  stripeEvent,
  stripeId,
} from '../../../test/stripe-server.ts';

let server: LoopbackStripe;
let t: TestApp;

beforeAll(async () => {
  server = await startLoopbackStripe();
  t = await createTestApp({ config: { stripe: server.config } });
});
afterAll(() => server.stop());

/** Stripe's webhook call, signed (test/stripe-server.ts). */
const deliver = (event: object) => deliverWebhook(t, server, event);

async function openTopUp(token: string) {
  const response = await t.call('GET', '/api/v1/wallet/checkout?amount=10.00', { token });
  expect(response.status).toBe(200);
  const session = [...server.sessions.values()].find((s) => s.url === response.body.data.redirect_url);
  return { sessionId: session?.id as string, paymentId: session?.client_reference_id as string };
}

/**
 * A `payment_intent.payment_failed` as Stripe sends it when a card is declined in Checkout: the PaymentIntent
 * (back to `requires_payment_method`, our payment id in the metadata Checkout copied from
 * `payment_intent_data`) with the card error in `last_payment_error`.
 */
function paymentFailed(paymentId: string, error: { code: string; decline_code?: string; message: string }) {
  const intent = stripeId('pi');
  return stripeEvent('payment_intent.payment_failed', {
    id: intent,
    object: 'payment_intent',
    amount: 1000,
    amount_received: 0,
    capture_method: 'automatic_async',
    client_secret: `${intent}_secret_x`,
    confirmation_method: 'automatic',
    currency: 'gbp',
    livemode: false,
    metadata: { payment_id: paymentId },
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    last_payment_error: {
      type: 'card_error',
      charge: stripeId('ch'),
      doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}`,
      ...error,
      payment_method: { id: stripeId('pm'), object: 'payment_method', type: 'card', card: { brand: 'visa' } },
    },
  });
}

const paymentOf = async (token: string, paymentId: string) => {
  const res = await t.call('GET', `/api/v1/wallet/payments/${paymentId}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('POST /webhooks/stripe: a card declined in Checkout reads in the payer’s words', () => {
  // Stripe's codes for its test cards of each kind, and what the payer reads (as the sandbox words them).
  const cases = [
    [{ code: 'card_declined', decline_code: 'generic_decline' }, 'Your card was declined. Try another card.'],
    [
      { code: 'card_declined', decline_code: 'insufficient_funds' },
      'Your card has insufficient funds. Try another card.',
    ],
    [
      { code: 'card_declined', decline_code: 'card_velocity_exceeded' },
      'Your card has insufficient funds. Try another card.',
    ],
    [{ code: 'expired_card', decline_code: 'expired_card' }, 'Your card has expired. Try another card.'],
    [
      { code: 'incorrect_cvc', decline_code: 'incorrect_cvc' },
      "The card's security code is incorrect. Check it and try again.",
    ],
    [{ code: 'incorrect_number' }, 'This card number is not valid. Check the digits and try again.'],
    [
      { code: 'processing_error', decline_code: 'processing_error' },
      'Your card could not be charged because of a processing error. Try again in a moment.',
    ],
    [
      { code: 'card_declined', decline_code: 'authentication_required' },
      "Your bank asked you to confirm this payment. Try again and complete your bank's check.",
    ],
    [
      { code: 'payment_intent_authentication_failure' },
      "Your bank asked you to confirm this payment. Try again and complete your bank's check.",
    ],
    [
      { code: 'card_declined', decline_code: 'lost_card' },
      'The payment did not go through. Try again or use another card.',
    ],
    [
      { code: 'card_declined', decline_code: 'stolen_card' },
      'The payment did not go through. Try again or use another card.',
    ],
    [
      { code: 'card_declined', decline_code: 'fraudulent' },
      'The payment did not go through. Try again or use another card.',
    ],
    [{ code: 'some_future_code' }, 'The payment did not go through. Try again or use another card.'],
  ] as const;

  it.each(cases)('%o', async (error, words) => {
    const { token } = await createUser(t.ctx);
    const { paymentId } = await openTopUp(token);
    const res = await deliver(paymentFailed(paymentId, { ...error, message: 'Your card was declined.' }));
    expect(res.status).toBe(200);
    // The checkout stays open for another card; the reason is there for a payer who gives up.
    expect(await paymentOf(token, paymentId)).toMatchObject({ status: 'open', failure_message: words });
  });

  it('keeps the reason when the checkout then fails or expires, and drops it when another card pays', async () => {
    const { token } = await createUser(t.ctx);
    const failed = await openTopUp(token);
    const expired = await openTopUp(token);
    const paid = await openTopUp(token);
    const declined = {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Insufficient funds.',
    };
    for (const { paymentId } of [failed, expired, paid]) await deliver(paymentFailed(paymentId, declined));
    const session = (id: string) => ({ ...server.sessions.get(id) });
    await deliver(stripeEvent('checkout.session.async_payment_failed', session(failed.sessionId)));
    await deliver(stripeEvent('checkout.session.expired', session(expired.sessionId)));
    await deliver(server.completeCheckout(paid.sessionId));
    const words = 'Your card has insufficient funds. Try another card.';
    expect(await paymentOf(token, failed.paymentId)).toMatchObject({
      status: 'failed',
      failure_message: words,
    });
    expect(await paymentOf(token, expired.paymentId)).toMatchObject({
      status: 'expired',
      failure_message: words,
    });
    expect(await paymentOf(token, paid.paymentId)).toMatchObject({
      status: 'succeeded',
      failure_reason: null,
      failure_message: null,
    });
    const th = await t.call('GET', `/api/v1/wallet/payments/${failed.paymentId}`, {
      token,
      headers: { 'accept-language': 'th' },
    });
    expect(th.body.data.failure_message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('ignores a failed PaymentIntent Kru did not create', async () => {
    const res = await deliver(
      stripeEvent('payment_intent.payment_failed', {
        id: stripeId('pi'),
        object: 'payment_intent',
        metadata: {},
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
      }),
    );
    expect(res.status).toBe(200);
  });
});
