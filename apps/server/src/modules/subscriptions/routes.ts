import { redirectResponse, subscriptionCheckoutQuery, subscriptionResponse } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { getSubscription } from './get-subscription.ts';
import { resumeSubscription } from './resume-subscription.ts';
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

  app.post(
    '/subscription/resume',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Undoes a cancellation during the grace period (no body): the subscription renews again',
        description:
          "Beyond the spec's calls (docs/architecture.md): a subscription canceled and still before " +
          '`ending_at` becomes active again, `canceled_at` null, `on_grace_period` false, `show_cancellation` ' +
          'true, renewing at `ending_at` as before. Nothing is charged (the period is paid). An active ' +
          'subscription answers as it is (idempotent). No subscription, an expired one, or a canceled one past ' +
          'its `ending_at` answers 409 (`nothing_to_resume`); a payment provider that cannot be reached answers ' +
          '503 and the subscription stays canceled.',
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => ok(await resumeSubscription(ctx, requireActor(request), request.language)),
  );
}
