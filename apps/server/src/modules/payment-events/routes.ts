import {
  envelope,
  payoutAccountSchema,
  redirectResponse,
  sandboxCheckoutResponse,
  sandboxCompleteBody,
  sandboxConnectBody,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { receiveStripeWebhook } from './receive-stripe-webhook.ts';
import { completeSandboxCheckout, getSandboxCheckout } from './sandbox-checkout.ts';
import { getSandboxConnect, submitSandboxConnect } from './sandbox-connect.ts';

const security = [{ bearer: [] }];
const sandboxTags = ['sandbox payments (test mode)'];
const checkoutParams = z.object({ id: z.string() });
const webhookResponse = envelope(z.object({ received: z.literal(true), applied: z.boolean() }));
const payoutAccountResponse = envelope(payoutAccountSchema);

/** Stripe's webhook endpoint. The signature covers the exact bytes sent, so this route keeps the raw body. */
function stripeWebhookRoutes(app: ZodApp, ctx: AppContext) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/webhooks/stripe',
      {
        schema: {
          tags: ['webhooks'],
          summary: "Stripe's events (signed): checkouts, renewals, refunds, payout accounts and payouts",
          description:
            'Verified against STRIPE_WEBHOOK_SECRET (several secrets comma-separated: the account endpoint and ' +
            'the Connect endpoint sign differently) with a 300 s tolerance: a bad signature, an old timestamp ' +
            'or no signature answers 400 and changes nothing. Each event id is applied once; types Kru does ' +
            'not use answer 200 and are ignored. 404 when Stripe is not configured.',
          response: { 200: webhookResponse },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        return ok(
          await receiveStripeWebhook(ctx, body, typeof signature === 'string' ? signature : undefined),
        );
      },
    );
  });
}

/** The built-in sandbox provider's own pages (404 when Stripe is configured instead). */
function sandboxRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/sandbox/checkout/:id',
    {
      onRequest: authenticated,
      schema: {
        tags: sandboxTags,
        security,
        summary: "The sandbox's checkout page for one of the caller's payments, with the test cards",
        description: "Another user's payment, or an unknown one, answers 404.",
        params: checkoutParams,
        response: { 200: sandboxCheckoutResponse },
      },
    },
    async (request) =>
      ok(await getSandboxCheckout(ctx, requireActor(request), request.params.id, request.language)),
  );

  app.post(
    '/sandbox/checkout/:id/complete',
    {
      onRequest: authenticated,
      schema: {
        tags: sandboxTags,
        security,
        summary: 'Pays (with a test card) or abandons a sandbox checkout; answers where to return in Kru',
        description:
          '`pay` needs `card_number` (422): 4242424242424242 succeeds, 4000000000000341 succeeds but declines ' +
          'every renewal, any other valid card number is declined; a number that cannot be a card (wrong length or ' +
          'check digit) is a 422 on `card_number`. `abandon` expires the checkout. A finished checkout ' +
          'answers 409. The outcome is applied as a provider event, like a webhook.',
        params: checkoutParams,
        body: sandboxCompleteBody,
        response: { 200: redirectResponse },
      },
    },
    async (request) =>
      ok(await completeSandboxCheckout(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/sandbox/connect',
    {
      onRequest: authenticated,
      schema: {
        tags: sandboxTags,
        security,
        summary: "The tutor's bank details on file in the sandbox (last four digits only) and their state",
        response: { 200: payoutAccountResponse },
      },
    },
    async (request) => ok(await getSandboxConnect(ctx, requireActor(request), request.language)),
  );

  app.post(
    '/sandbox/connect',
    {
      onRequest: authenticated,
      schema: {
        tags: sandboxTags,
        security,
        summary: "Sets the tutor's bank details in the sandbox (tutors only); answers where to return",
        description:
          'UK details: a 6-digit sort code and an 8-digit account number (422 otherwise). The account moves to ' +
          '`pending`, then `verified`, or `problem` for the test account number 00001113.',
        body: sandboxConnectBody,
        response: { 200: redirectResponse },
      },
    },
    async (request) => ok(await submitSandboxConnect(ctx, requireActor(request), request.body)),
  );
}

export function paymentEventsRoutes(app: ZodApp, ctx: AppContext) {
  stripeWebhookRoutes(app, ctx);
  sandboxRoutes(app, ctx);
}
