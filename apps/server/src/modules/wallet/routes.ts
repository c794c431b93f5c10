import {
  cardPaymentsResponse,
  MSG,
  movementsResponse,
  paymentResponse,
  redirectResponse,
  refundResultResponse,
  topUpQuery,
  walletResponse,
} from '@kru/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getPayment } from './get-payment.ts';
import { getWallet } from './get-wallet.ts';
import { listCardPayments } from './list-card-payments.ts';
import { listMovements } from './list-movements.ts';
import { mayHoldWallet } from './policy.ts';
import { refundWallet } from './refund-wallet.ts';
import { topUpWallet } from './top-up-wallet.ts';

const tags = ['wallet'];
const security = [{ bearer: [] }];

const movementsQuery = z.object({
  page: z.coerce
    .number({ error: MSG.invalidValue })
    .int(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .default(1),
});
const paymentParams = z.object({ id: z.string() });

/** Answers 403 to an admin before the input is read (the use cases check again). */
async function walletHolders(request: FastifyRequest): Promise<void> {
  if (!mayHoldWallet(requireActor(request))) throw AppError.forbidden(MSG.paymentsNotForAdmins);
}

export function walletRoutes(app: ZodApp, ctx: AppContext) {
  const onRequest = [authenticated, walletHolders];

  app.get(
    '/wallet',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'The wallet: balance, held, refundable, earnings and the payout account (students and tutors)',
        response: { 200: walletResponse },
      },
    },
    async (request) => ok(await getWallet(ctx, requireActor(request), request.language)),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every movement of the wallet and earnings, newest first (paginated)',
        description:
          'Top-ups, refunds to cards, bookings, earnings and payouts with the signed amount as the user sees it, ' +
          'and top-ups that never paid (state `failed`). A refund or payout not yet settled is `pending`. ' +
          'Subscriptions are paid by card, not from the wallet: see GET /wallet/card-payments. `receipt_id` ' +
          'names the receipt (GET /receipts/{id}) of a top-up, lesson payment or refund. Descriptions follow ' +
          'Accept-Language.',
        querystring: movementsQuery,
        response: { 200: movementsResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listMovements(
        ctx,
        requireActor(request),
        request.query.page,
        request.language,
      );
      return paginated(items, total, page, perPage);
    },
  );

  app.get(
    '/wallet/card-payments',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Payments taken from a card without the wallet (subscriptions), newest first (paginated)',
        description:
          'Each with its receipt (`receipt_id`, GET /receipts/{id}). Descriptions follow Accept-Language.',
        querystring: movementsQuery,
        response: { 200: cardPaymentsResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listCardPayments(
        ctx,
        requireActor(request),
        request.query.page,
        request.language,
      );
      return paginated(items, total, page, perPage);
    },
  );

  app.get(
    '/wallet/checkout',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Charges the wallet: opens a checkout at the payment provider and answers where to pay',
        description:
          '`amount` in pounds: at least 0.30, at most two decimals, at most the maximum (422 otherwise). ' +
          '`return_path` (a path inside Kru, default /fees) receives `?checkout=success|canceled&payment=<id>`; ' +
          'poll GET /wallet/payments/{id} there. A provider that cannot be reached answers 409.',
        querystring: topUpQuery,
        response: { 200: redirectResponse },
      },
    },
    async (request) => ok(await topUpWallet(ctx, requireActor(request), request.query, request.language)),
  );

  app.get(
    '/wallet/payments/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "One of the caller's checkouts (404 for anyone else's)",
        params: paymentParams,
        response: { 200: paymentResponse },
      },
    },
    async (request) => ok(await getPayment(ctx, requireActor(request), request.params.id, request.language)),
  );

  app.get(
    '/wallet/refund',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Returns the unspent wallet balance to the cards it came from, newest top-up first',
        description:
          'One refund per top-up, each `pending` until the provider confirms (`succeeded`) or fails it (the ' +
          'money then returns to the wallet). Nothing refundable answers 422.',
        response: { 200: refundResultResponse },
      },
    },
    async (request) => ok(await refundWallet(ctx, requireActor(request))),
  );
}
