import { sessionAlternativesResponse, sessionIdParams } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { listSessionAlternatives } from './list-session-alternatives.ts';

export function sessionAlternativesRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/tutoring/:id/alternatives',
    {
      onRequest: authenticated,
      schema: {
        tags: ['tutoring'],
        security: [{ bearer: [] }],
        summary: 'Other tutors free around the time of a request that expired unanswered',
        description:
          'The request’s student only, and only once it has expired unanswered (404 otherwise). Up to 3 other ' +
          'tutors of the same subject (so its level) free for the same length starting within 24 hours of the ' +
          'requested start (not in the past, outside their minimum notice): the closest time first, then the best ' +
          'rated. Each carries the `availability_ids` that `POST /tutoring/book` takes; none: `message` says what ' +
          'to do instead.',
        params: sessionIdParams,
        response: { 200: sessionAlternativesResponse },
      },
    },
    async (request) =>
      ok(await listSessionAlternatives(ctx, requireActor(request), request.params.id, request.language)),
  );
}
