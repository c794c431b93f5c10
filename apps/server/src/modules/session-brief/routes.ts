import { sessionBriefResponse, sessionIdParams } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getSessionBrief } from './get-session-brief.ts';

export function sessionBriefRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/tutoring/:id/brief',
    {
      onRequest: authenticated,
      schema: {
        tags: ['tutoring'],
        security: [{ bearer: [] }],
        summary: "The tutor's pre-lesson brief of a session: the student's notes and, shared, their learning",
        description:
          "The session's tutor only, from its approval until 7 days after its end (404 to anyone else and " +
          'outside that time). `notes`: what the student would like to work on. `learning`: the student’s ' +
          'recent diagnostics of the session’s subject (score per specialty, weakest topics), their recent ' +
          'quiz mistakes in it and their progress in its courses; null when the student has not shared their ' +
          'learning data with their tutors.',
        params: sessionIdParams,
        response: { 200: sessionBriefResponse },
      },
    },
    async (request) =>
      ok(await getSessionBrief(ctx, requireActor(request), request.params.id, request.language)),
  );
}
