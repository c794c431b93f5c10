import {
  cancelSessionBody,
  determineCancellationBody,
  idSchema,
  sessionIdParams,
  tutoringSessionResponse,
} from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { cancelSession } from './cancel-session.ts';
import { determineCancellation } from './determine-cancellation.ts';

const tags = ['tutoring: cancellations'];
const security = [{ bearer: [] }];

export function cancellationsRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/tutoring/:id/cancel',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Cancels a session that has not started (either participant); answers the session',
        description:
          'More than 24 hours before the start, by the tutor at any time, or while the tutor has not approved ' +
          'yet: the session is cancelled, the held money refunded and the slots freed at once. A student ' +
          'cancelling an approved session within 24 hours makes a `pending` cancellation the tutor decides ' +
          "(refunded if undecided by the session's end). 404 for anyone else's session; 409 once it has started " +
          'or closed, or when a cancellation already exists.',
        params: sessionIdParams,
        body: cancelSessionBody,
        response: { 200: tutoringSessionResponse },
      },
    },
    async (request) =>
      ok(await cancelSession(ctx, requireActor(request), request.params.id, request.body, request.language)),
  );

  app.put(
    '/cancellations/:id/determine',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The tutor decides a student's late cancellation: `refunded` or `kept`; answers the session",
        description:
          "The session is cancelled either way; `kept` pays the held money to the tutor. Only the session's " +
          'tutor decides (the student gets 403, anyone else 404), and only a `pending` one (409 otherwise).',
        params: z.object({ id: idSchema }),
        body: determineCancellationBody,
        response: { 200: tutoringSessionResponse },
      },
    },
    async (request) =>
      ok(
        await determineCancellation(
          ctx,
          requireActor(request),
          request.params.id,
          request.body,
          request.language,
        ),
      ),
  );
}
