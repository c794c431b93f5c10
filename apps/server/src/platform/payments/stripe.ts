import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';
import { type PaymentProvider, ProviderRefusal } from './provider.ts';

/** The Stripe provider, with what only Stripe's webhook endpoint needs besides the common interface. */
export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Whether a webhook secret is configured (without one, no webhook can be trusted). */
  readonly acceptsWebhooks: boolean;
  /**
   * Verifies a webhook delivery's `Stripe-Signature` (HMAC of the raw body, at most `toleranceSeconds` old at
   * `receivedAt`) against each configured secret and parses it; throws when none matches.
   */
  verifyWebhook(rawBody: Buffer, signature: string, receivedAt: Date, toleranceSeconds: number): Stripe.Event;
  /**
   * A bank payout failed and its money went back to the connected account's Stripe balance: takes the transfer
   * back to the platform, so Stripe's balances keep matching the ledger, which returns it to the earnings.
   */
  reverseTransfer(request: {
    transferId: string;
    amountPence: number;
    payoutId: string;
    idempotencyKey: string;
  }): Promise<void>;
}

const requireModule = createRequire(import.meta.url);

/**
 * The SDK, required when a Stripe provider is made rather than imported at start: a server on the sandbox never
 * holds it in memory (docs/architecture.md, "Memory at idle"). Node caches it after the first call.
 */
function stripeSdk(): typeof Stripe {
  return requireModule('stripe');
}

/** STRIPE_API_URL (a loopback stand-in in tests) as the SDK's host, port and protocol options. */
function apiHostOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Refund states in Kru's terms: anything not final yet stays pending until `refund.updated` says. */
function refundStatus(status: string | null): 'pending' | 'succeeded' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * Whether Stripe refused a request for good: a 4xx it finished handling. A 409 (the same key still running), a
 * 429 (rate limited) and an idempotency error (the key was used differently before) say nothing of what the
 * first request with that key did, so those, 5xx and lost connections leave the outcome unknown.
 */
function isDefinitiveRefusal(err: unknown): err is Stripe.errors.StripeError {
  const { errors } = stripeSdk();
  if (!(err instanceof errors.StripeError)) return false;
  if (err instanceof errors.StripeIdempotencyError) return false;
  const status = err.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/** Runs a call to Stripe, turning a definitive refusal into `ProviderRefusal` (other errors pass unchanged). */
async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isDefinitiveRefusal(err)) throw new ProviderRefusal(err.message, err.code ?? null);
    throw err;
  }
}

/**
 * Stripe behind Kru's provider interface: Checkout Sessions in GBP for top-ups and plans, refunds to the original
 * payment, Connect Express accounts for tutors and creators, transfers plus manual bank payouts, and cancellation
 * at period end. Every call carries an idempotency key derived from the caller's, so a retried request never
 * charges, refunds or pays twice; when one request makes several calls, each gets the key with its step appended.
 */
export function createStripeProvider(config: StripeConfig): StripeProvider {
  const StripeClient = stripeSdk();
  const stripe = new StripeClient(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...apiHostOptions(config.apiUrl),
  });
  // Two endpoints may deliver here (account events and Connect events), each signing with its own secret.
  const webhookSecrets = (config.webhookSecret ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);

  return {
    name: 'stripe',
    acceptsWebhooks: webhookSecrets.length > 0,

    async createCheckout(request) {
      const currency = 'gbp';
      const productData = { name: request.description };
      const session = await stripe.checkout.sessions.create(
        {
          mode: request.recurring ? 'subscription' : 'payment',
          client_reference_id: request.paymentId,
          metadata: { payment_id: request.paymentId },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          line_items: [
            {
              quantity: 1,
              price_data: request.recurring
                ? {
                    currency,
                    unit_amount: request.amountPence,
                    recurring: { interval: request.recurring.interval },
                    product_data: { ...productData, metadata: { product_id: request.recurring.productId } },
                  }
                : { currency, unit_amount: request.amountPence, product_data: productData },
            },
          ],
          ...(request.recurring
            ? { subscription_data: { metadata: { payment_id: request.paymentId } } }
            : { payment_intent_data: { metadata: { payment_id: request.paymentId } } }),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { providerRef: session.id, url: session.url };
    },

    async refund(request) {
      const source = request.chargeRef.startsWith('ch_')
        ? { charge: request.chargeRef }
        : { payment_intent: request.chargeRef };
      const refund = await refusing(() =>
        stripe.refunds.create(
          { ...source, amount: request.amountPence, metadata: { refund_id: request.refundId } },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { providerRef: refund.id, status: refundStatus(refund.status) };
    },

    async createPayoutAccountLink(request) {
      let accountId = request.accountId;
      if (!accountId) {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: 'GB',
            email: request.email,
            metadata: { user_id: String(request.userId) },
            capabilities: { transfers: { requested: true } },
            // Kru starts each bank payout itself, so it can follow each one to paid or failed.
            settings: { payouts: { schedule: { interval: 'manual' } } },
          },
          { idempotencyKey: `${request.idempotencyKey}:account` },
        );
        accountId = account.id;
      }
      const link = await stripe.accountLinks.create(
        {
          account: accountId,
          type: 'account_onboarding',
          return_url: request.returnUrl,
          refresh_url: request.refreshUrl,
        },
        { idempotencyKey: `${request.idempotencyKey}:link` },
      );
      return { accountId, url: link.url };
    },

    async payout(request) {
      const metadata = { payout_id: request.payoutId };
      const transfer = await refusing(() =>
        stripe.transfers.create(
          { amount: request.amountPence, currency: 'gbp', destination: request.accountId, metadata },
          { idempotencyKey: `${request.idempotencyKey}:transfer` },
        ),
      );
      try {
        const payout = await stripe.payouts.create(
          {
            amount: request.amountPence,
            currency: 'gbp',
            metadata: { ...metadata, transfer_id: transfer.id },
          },
          { stripeAccount: request.accountId, idempotencyKey: `${request.idempotencyKey}:payout` },
        );
        return { providerRef: payout.id };
      } catch (err) {
        // Unknown whether the bank payout started: the transfer stays, and a retry with the same keys tells.
        if (!isDefinitiveRefusal(err)) throw err;
        // Refused: no bank payout started, so the transfer comes back and no money is left stranded. Should the
        // reversal itself fail, the outcome stays unknown and a retry (same keys) reverses it then.
        await stripe.transfers.createReversal(
          transfer.id,
          { amount: request.amountPence, metadata },
          { idempotencyKey: `${request.idempotencyKey}:reversal` },
        );
        throw new ProviderRefusal(err.message, err.code ?? null);
      }
    },

    async cancelSubscription(request) {
      await stripe.subscriptions.update(
        request.providerRef,
        { cancel_at_period_end: true },
        { idempotencyKey: request.idempotencyKey },
      );
    },

    async resumeSubscription(request) {
      await stripe.subscriptions.update(
        request.providerRef,
        { cancel_at_period_end: false },
        { idempotencyKey: request.idempotencyKey },
      );
    },

    verifyWebhook(rawBody, signature, receivedAt, toleranceSeconds) {
      let lastError: unknown = new Error('No Stripe webhook secret is configured');
      for (const secret of webhookSecrets) {
        try {
          return stripe.webhooks.constructEvent(
            rawBody,
            signature,
            secret,
            toleranceSeconds,
            undefined,
            receivedAt.getTime(),
          );
        } catch (err) {
          lastError = err;
        }
      }
      throw lastError;
    },

    async reverseTransfer(request) {
      await stripe.transfers.createReversal(
        request.transferId,
        { amount: request.amountPence, metadata: { payout_id: request.payoutId } },
        { idempotencyKey: request.idempotencyKey },
      );
    },
  };
}
