import { redirectResponse, subscriptionCheckoutQuery, subscriptionResponse } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { getSubscription } from './get-subscription.ts';
import { startSubscriptionCheckout } from './start-subscription-checkout.ts';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];

export function subscriptionsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/subscription/checkout',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "Opens the payment provider's checkout for a plan (students only); answers redirect_url",
        description:
          '`product_id` is a plan of GET /public/subscription-fees and `type` `monthly` or `yearly`; ' +
          '`return_path` (default `/fees`) is where the payer comes back to. Tutors and admins get 403, a plan ' +
          'not on sale 422, and a caller with a live subscription (active, or canceled and still in its grace ' +
          'period) 409. The subscription becomes active once the provider reports the payment.',
        querystring: subscriptionCheckoutQuery,
        response: { 200: redirectResponse },
      },
    },
    async (request) =>
      ok(await startSubscriptionCheckout(ctx, requireActor(request), request.query, request.language)),
  );

  app.get(
    '/user/subscription',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The caller's live subscription (every field of the Subscription entity), or null",
        description:
          'Live: active (renewing, `show_cancellation` true), or canceled and usable until `ending_at` ' +
          '(`on_grace_period` true). The plan name and features are in the request language.',
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => ok(await getSubscription(ctx, requireActor(request), request.language)),
  );

  app.post(
    '/subscription/cancel',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Stops the renewal of the active subscription (no body); it stays usable until ending_at',
        description:
          'No refund (spec section 9): `canceled_at` is set and the subscription answers `on_grace_period` ' +
          'true until `ending_at`, then expires. No subscription to cancel answers 404 ' +
          '(`no_active_subscription`); one already canceled answers 409.',
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => ok(await cancelSubscription(ctx, requireActor(request), request.language)),
  );
}
