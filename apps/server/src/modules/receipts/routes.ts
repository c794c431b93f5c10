import { receiptParams, receiptPdfQuery, receiptResponse } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { downloadReceipt } from './download-receipt.ts';
import { getReceipt } from './get-receipt.ts';

const tags = ['receipts'];
const security = [{ bearer: [] }];

export function receiptsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/receipts/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          'The receipt of a top-up, lesson payment, refund or subscription payment (its payer or an admin)',
        description:
          '`id` is the movement’s `receipt_id` (GET /wallet/transactions, GET /wallet/card-payments). Amounts ' +
          'include VAT at `vat_rate` percent: the rate in force when it was paid (VAT_RATE_PERCENT of the server ' +
          'then, 0 by default). Anyone else’s receipt, or an id that names none, is a 404.',
        params: receiptParams,
        response: { 200: receiptResponse },
      },
    },
    async (request) => ok(await getReceipt(ctx, requireActor(request), request.params.id, request.language)),
  );

  app.get(
    '/receipts/:id/pdf',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The same receipt as a PDF (application/pdf), in English or Thai',
        description:
          '`language` (en or th) chooses the words; without it, Accept-Language. Same access as above.',
        params: receiptParams,
        querystring: receiptPdfQuery,
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? request.language;
      const { pdf, fileName } = await downloadReceipt(
        ctx,
        requireActor(request),
        request.params.id,
        language,
      );
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
