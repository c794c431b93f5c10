import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeConfig } from '../src/platform/config.ts';
import type { TestApp } from './app.ts';

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are open JSON
type StripeObject = Record<string, any>;

/** One request as the stand-in received it: what tests assert (idempotency keys above all). */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The connected account the call acted on (`Stripe-Account` header). */
  stripeAccount: string | undefined;
  body: StripeObject;
  /** Answered from an earlier request with the same idempotency key (nothing was done again). */
  replayed: boolean;
}

export interface StripeError {
  status: number;
  type: 'invalid_request_error' | 'api_error' | 'card_error';
  message: string;
  code?: string;
}

export interface LoopbackStripe {
  /** What STRIPE_* would hold to use this server (webhooks signed with `webhookSecret`). */
  config: StripeConfig;
  webhookSecret: string;
  requests: RecordedRequest[];
  /** The next request to `path` (e.g. `/v1/payouts`) fails with this error (the next `times` requests). */
  failNext(path: string, error: StripeError, times?: number): void;
  /**
   * The next `times` requests to `path` are carried out (and remembered under their idempotency key) but their
   * answer is lost: the connection closes before it, as a timeout or a network failure after Stripe acted does.
   */
  loseAnswers(path: string, times: number): void;
  /** The status new refunds get (Stripe answers `pending` for some cards, `succeeded` for most). */
  setRefundStatus(status: 'succeeded' | 'pending' | 'failed'): void;
  sessions: Map<string, StripeObject>;
  /** Marks a Checkout Session paid, as the payer finishing Stripe's page would; answers its event. */
  completeCheckout(sessionId: string): StripeObject;
  stop(): Promise<void>;
}

/** A Stripe-like id: the prefix, then 24 random characters. */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').slice(0, 24)}`;
}

/** A webhook event exactly as Stripe delivers one (`data.object` is the object it is about). */
export function stripeEvent(
  type: string,
  object: StripeObject,
  extra: { id?: string; account?: string; created?: number } = {},
): StripeObject {
  return {
    id: extra.id ?? stripeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: extra.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...(extra.account ? { account: extra.account } : {}),
  };
}

/** The `Stripe-Signature` header for a payload, computed by the stripe SDK's own test helper. */
export function signWebhook(payload: string, secret: string, timestampSeconds?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}

/** `a[b][0][c]=1` form encoding (what the SDK sends) back into nested objects and arrays. */
export function parseStripeForm(body: string): StripeObject {
  const root: StripeObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = name.split('[');
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    let node: StripeObject = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      node = node[key];
    });
  }
  return root;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * A stand-in of Stripe's API on 127.0.0.1 at a random port, for the calls Kru makes: it speaks Stripe's wire
 * format (form-encoded requests, JSON objects with `id` and `object`, Stripe's error envelope), requires a
 * secret key, records every request with its Idempotency-Key, and replays the first answer for a repeated key
 * as Stripe does (a different body under the same key is an idempotency error).
 */
export async function startLoopbackStripe(): Promise<LoopbackStripe> {
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, { error: StripeError; times: number }>();
  const lostAnswers = new Map<string, number>();
  const sessions = new Map<string, StripeObject>();
  const answered = new Map<string, { body: string; status: number; answer: StripeObject }>();
  let refundStatus: 'succeeded' | 'pending' | 'failed' = 'succeeded';

  function checkoutSession(body: StripeObject): StripeObject {
    const id = stripeId('cs_test');
    const items: StripeObject[] = body.line_items ?? [];
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const session = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      success_url: body.success_url ?? null,
      cancel_url: body.cancel_url ?? null,
      currency: items[0]?.price_data?.currency ?? null,
      amount_total: amount,
      payment_intent: null,
      subscription: null,
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 3600,
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  function respond(method: string, path: string, body: StripeObject): [number, StripeObject] {
    const reversal = path.match(/^\/v1\/transfers\/([^/]+)\/reversals$/);
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (method !== 'POST') return [404, { message: `Unrecognized request URL (${method}: ${path})` }];
    if (path === '/v1/checkout/sessions') {
      if (!body.mode || !body.line_items) return [400, { message: 'Missing required param: mode.' }];
      return [200, checkoutSession(body)];
    }
    if (path === '/v1/refunds') {
      if (!body.payment_intent && !body.charge) return [400, { message: 'One of charge or payment_intent.' }];
      const refund = {
        id: stripeId('re'),
        object: 'refund',
        amount: Number(body.amount),
        currency: 'gbp',
        charge: body.charge ?? stripeId('ch'),
        payment_intent: body.payment_intent ?? null,
        metadata: body.metadata ?? {},
        status: refundStatus,
        created: nowSeconds(),
      };
      return [200, refund];
    }
    if (path === '/v1/accounts') {
      return [
        200,
        {
          id: stripeId('acct'),
          object: 'account',
          type: body.type,
          country: body.country,
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          requirements: { currently_due: ['external_account'], past_due: [], disabled_reason: null },
          settings: {
            payouts: { schedule: { interval: body.settings?.payouts?.schedule?.interval ?? 'daily' } },
          },
          created: nowSeconds(),
        },
      ];
    }
    if (path === '/v1/account_links') {
      if (!body.account) return [400, { message: 'Missing required param: account.' }];
      return [
        200,
        {
          object: 'account_link',
          created: nowSeconds(),
          expires_at: nowSeconds() + 300,
          url: `https://connect.stripe.com/setup/e/${body.account}/${randomBytes(9).toString('base64url')}`,
        },
      ];
    }
    if (path === '/v1/transfers') {
      return [
        200,
        {
          id: stripeId('tr'),
          object: 'transfer',
          amount: Number(body.amount),
          amount_reversed: 0,
          currency: body.currency,
          destination: body.destination,
          metadata: body.metadata ?? {},
          reversed: false,
          created: nowSeconds(),
        },
      ];
    }
    if (reversal) {
      return [
        200,
        {
          id: stripeId('trr'),
          object: 'transfer_reversal',
          amount: Number(body.amount),
          currency: 'gbp',
          transfer: reversal[1],
          metadata: body.metadata ?? {},
          created: nowSeconds(),
        },
      ];
    }
    if (path === '/v1/payouts') {
      return [
        200,
        {
          id: stripeId('po'),
          object: 'payout',
          amount: Number(body.amount),
          currency: body.currency,
          status: 'pending',
          automatic: false,
          method: 'standard',
          metadata: body.metadata ?? {},
          arrival_date: nowSeconds() + 2 * 86400,
          failure_code: null,
          failure_message: null,
          created: nowSeconds(),
        },
      ];
    }
    if (subscription) {
      return [
        200,
        {
          id: subscription[1],
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: body.cancel_at_period_end === 'true',
          metadata: body.metadata ?? {},
        },
      ];
    }
    return [404, { message: `Unrecognized request URL (${method}: ${path})` }];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const method = req.method ?? 'GET';
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const idempotencyKey = header('idempotency-key');
      const stripeAccount = header('stripe-account');
      const body = parseStripeForm(raw);
      const recorded: RecordedRequest = {
        method,
        path,
        idempotencyKey,
        stripeAccount,
        body,
        replayed: false,
      };
      requests.push(recorded);

      const send = (status: number, answer: StripeObject, replayed = false) => {
        const lose = lostAnswers.get(path) ?? 0;
        if (lose > 0) {
          lostAnswers.set(path, lose - 1);
          req.socket.destroy();
          return;
        }
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': stripeId('req'),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        });
        res.end(JSON.stringify(status >= 400 ? { error: answer } : answer));
      };

      if (!header('authorization')?.startsWith('Bearer sk_')) {
        return send(401, { type: 'invalid_request_error', message: 'You did not provide an API key.' });
      }
      const cacheKey = idempotencyKey ? `${stripeAccount ?? ''}|${idempotencyKey}` : undefined;
      const earlier = cacheKey ? answered.get(cacheKey) : undefined;
      if (earlier) {
        if (earlier.body !== `${method} ${path} ${raw}`) {
          return send(400, {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters.',
          });
        }
        recorded.replayed = true;
        return send(earlier.status, earlier.answer, true);
      }
      const failure = failures.get(path);
      let status: number;
      let answer: StripeObject;
      if (failure) {
        failure.times -= 1;
        if (failure.times <= 0) failures.delete(path);
        const { error } = failure;
        status = error.status;
        answer = { type: error.type, message: error.message, code: error.code };
      } else {
        [status, answer] = respond(method, path, body);
        if (status >= 400) answer = { type: 'invalid_request_error', ...answer };
      }
      if (cacheKey && status < 500)
        answered.set(cacheKey, { body: `${method} ${path} ${raw}`, status, answer });
      send(status, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;

  return {
    config: { secretKey: 'sk_test_loopback', webhookSecret, apiUrl: `http://127.0.0.1:${port}` },
    webhookSecret,
    requests,
    sessions,
    failNext: (path, error, times = 1) => failures.set(path, { error, times }),
    loseAnswers: (path, times) => lostAnswers.set(path, times),
    setRefundStatus(status) {
      refundStatus = status;
    },
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No checkout session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        ...(session.mode === 'subscription'
          ? { subscription: stripeId('sub'), invoice: stripeId('in') }
          : { payment_intent: stripeId('pi') }),
      });
      return stripeEvent('checkout.session.completed', { ...session });
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Delivers `event` to the app's Stripe webhook, signed at the app's clock (which a test may have moved on). */
export function deliverWebhook(t: TestApp, server: LoopbackStripe, event: object) {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(t.ctx.clock.now().getTime() / 1000);
  return t.call('POST', '/api/v1/webhooks/stripe', {
    body: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhook(payload, server.webhookSecret, timestamp),
    },
  });
}
