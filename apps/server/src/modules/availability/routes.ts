import {
  calendarQuery,
  calendarResponse,
  updateAvailabilitiesBody,
  updateAvailabilitiesResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getCalendar } from './get-calendar.ts';
import { updateAvailabilities } from './update-availabilities.ts';

const tags = ['tutoring'];
const security = [{ bearer: [] }];

export function availabilityRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/availabilities',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "Adds and deletes the tutor's availability in one transaction (approved tutors only)",
        description:
          'Each added range (ISO 8601 with offset, both ends on :00 or :30 UTC, not in the past) is cut into ' +
          '30-minute slots; deletions run first. 403 for a student or a tutor not approved; 422 for a bad range; ' +
          "404 for another tutor's slot id; 409 when new time overlaps existing time or a slot to delete is booked.",
        body: updateAvailabilitiesBody,
        response: { 200: updateAvailabilitiesResponse },
      },
    },
    async (request) => ok(await updateAvailabilities(ctx, requireActor(request), request.body)),
  );

  app.get(
    '/calendar',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "A tutor's availability and sessions between two instants (at most 42 days)",
        description:
          "Without `teacher_id`, the caller's own calendar (tutors only). With it, any visible tutor of the " +
          "request's tenant (anyone signed in); `events`: the tutor sees all their sessions, anyone else only their own " +
          'sessions with that tutor.',
        querystring: calendarQuery,
        response: { 200: calendarResponse },
      },
    },
    async (request) =>
      ok(await getCalendar(ctx, requireActor(request), request.tenant, request.query, request.language)),
  );
}
