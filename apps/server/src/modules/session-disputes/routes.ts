import {
  adminSessionDisputeResponse,
  adminSessionDisputesQuery,
  adminSessionDisputesResponse,
  decideSessionDisputeBody,
  noShowBody,
  SESSION_DISPUTES_PAGE_SIZE,
  sessionDisputeIdParams,
  sessionIdParams,
  tutoringSessionResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import { adminOnly } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { decideSessionDispute } from './decide-dispute.ts';
import { listSessionDisputes } from './list-disputes.ts';
import { reportNoShow } from './report-no-show.ts';

const security = [{ bearer: [] }];

export function sessionDisputesRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/tutoring/:id/no-show',
    {
      onRequest: authenticated,
      schema: {
        tags: ['tutoring'],
        security,
        summary: 'Either side reports, within 24 hours of the end, that the other did not come',
        description:
          'The held money is then not paid to the tutor: an admin decides (refund, release or split), and both ' +
          'are told. 404 for anyone but the session\u2019s student and tutor; 409 outside the 24 hours after the ' +
          'end of a session that took place, or when the session was reported already. `reason` is optional.',
        params: sessionIdParams,
        // Fastify hands a call without a body over as null.
        body: noShowBody.nullish(),
        response: { 200: tutoringSessionResponse },
      },
    },
    async (request) =>
      ok(
        await reportNoShow(
          ctx,
          requireActor(request),
          request.params.id,
          request.body ?? {},
          request.language,
        ),
      ),
  );

  app.get(
    '/admin/session-disputes',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Sessions whose held money waits for a decision: no-show reports and suspended tutors (admins)',
        querystring: adminSessionDisputesQuery,
        response: { 200: adminSessionDisputesResponse },
      },
    },
    async (request) => {
      const page = await listSessionDisputes(ctx, request.actor, request.query, request.language);
      return paginated(page.disputes, page.total, request.query.page, SESSION_DISPUTES_PAGE_SIZE);
    },
  );

  app.post(
    '/admin/session-disputes/:id/decide',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Refunds the held money to the student, releases it to the tutor, or splits it (admins only)',
        description:
          'A split gives `student_amount` and `tutor_amount` in pounds, each above 0, adding up to exactly the ' +
          'held `amount` (422 otherwise). 409 when the case was decided already. Both sides are notified.',
        params: sessionDisputeIdParams,
        body: decideSessionDisputeBody,
        response: { 200: adminSessionDisputeResponse },
      },
    },
    async (request) =>
      ok(await decideSessionDispute(ctx, request.actor, request.params.id, request.body, request.language)),
  );
}
