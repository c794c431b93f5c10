import { updateUserBody, userResponse } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, sendJsonText } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getCurrentUserAnswer } from './get-current-user.ts';
import { updateProfile } from './update-profile.ts';

export function usersRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/user',
    {
      onRequest: authenticated,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with every field of the User entity',
        security: [{ bearer: [] }],
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      sendJsonText(reply, await getCurrentUserAnswer(ctx, requireActor(request), request.language));
    },
  );

  app.post(
    '/user',
    {
      onRequest: authenticated,
      schema: {
        tags: ['users'],
        summary: 'Updates the fields that are sent; subject_prices (tutors only) replaces the whole list',
        security: [{ bearer: [] }],
        body: updateUserBody,
        response: { 200: userResponse },
      },
    },
    async (request) => ok(await updateProfile(ctx, requireActor(request), request.body, request.language)),
  );
}
