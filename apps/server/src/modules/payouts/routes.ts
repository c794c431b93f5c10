import { MSG, pageQuerySchema, payoutResponse, payoutsResponse, redirectResponse } from '@kru/contract';
import type { FastifyRequest } from 'fastify';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { connectPayoutAccount } from './connect-payout-account.ts';
import { listPayouts } from './list-payouts.ts';
import { mayUsePayouts } from './policy.ts';
import { withdrawEarnings } from './withdraw-earnings.ts';

const tags = ['payouts'];
const security = [{ bearer: [] }];

/** Answers 403 to anyone but a tutor before the input is read (the use cases check again). */
async function tutorsOnly(request: FastifyRequest): Promise<void> {
  if (!mayUsePayouts(requireActor(request))) throw AppError.forbidden(MSG.tutorOnly);
}

export function payoutsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/wallet/connect',
    {
      onRequest: [authenticated, tutorsOnly],
      schema: {
        tags,
        security,
        summary: "The link to set up or correct the tutor's payout (bank) account (tutors only)",
        description:
          "Stripe Connect's onboarding, or the sandbox's own bank-details page. `stripe_connect_account_status` " +
          'then moves through `pending` to `verified` or `problem` as the provider reports.',
        response: { 200: redirectResponse },
      },
    },
    async (request) => ok(await connectPayoutAccount(ctx, requireActor(request))),
  );

  app.get(
    '/wallet/withdraw',
    {
      onRequest: [authenticated, tutorsOnly],
      schema: {
        tags,
        security,
        summary: 'Pays all available earnings out to the verified bank account (tutors only)',
        description:
          'The payout is `pending` until the bank transfer is made, within 7 working days (`expected_by`; bank ' +
          'holidays not counted); a failed payout returns its money to the earnings. 422 when the bank ' +
          'information is not verified (`payout_account_not_verified`) or has a problem to rectify ' +
          '(`payout_account_problem`), or when nothing is available (`nothing_to_withdraw`).',
        response: { 200: payoutResponse },
      },
    },
    async (request) => ok(await withdrawEarnings(ctx, requireActor(request), request.language)),
  );

  app.get(
    '/wallet/payouts',
    {
      onRequest: [authenticated, tutorsOnly],
      schema: {
        tags,
        security,
        summary: "The tutor's own payouts, newest first (tutors only)",
        querystring: pageQuerySchema,
        response: { 200: payoutsResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listPayouts(
        ctx,
        requireActor(request),
        request.query.page,
        request.language,
      );
      return paginated(items, total, page, perPage);
    },
  );
}
