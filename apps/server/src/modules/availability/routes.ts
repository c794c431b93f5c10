import {
  calendarQuery,
  calendarResponse,
  scheduleBody,
  schedulePreviewResponse,
  scheduleResponse,
  updateAvailabilitiesBody,
  updateAvailabilitiesResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getCalendar } from './get-calendar.ts';
import { getSchedule } from './get-schedule.ts';
import { previewSchedule } from './preview-schedule.ts';
import { saveSchedule } from './save-schedule.ts';
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
          "Each added range (ISO 8601 with offset, both ends on :00 or :30 of the tutor's own clock, not in the " +
          'past) is cut into ' +
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

  app.get(
    '/availability-schedule',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The tutor's weekly hours, date overrides and booking rules (tutors only)",
        description: "Times are the tutor's wall clock in `time_zone`; before the first save, an empty week.",
        response: { 200: scheduleResponse },
      },
    },
    async (request) => ok(await getSchedule(ctx, requireActor(request))),
  );

  app.put(
    '/availability-schedule',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          'Saves weekly hours and booking rules, and remakes the free slots they give (approved tutors only)',
        description:
          'Weekdays are ISO (1 Monday, 7 Sunday); times are HH:MM on :00 or :30 (24:00 ends a day); a date ' +
          'override with no ranges is a day off. The free slots from now to `booking_horizon_days` are written ' +
          'into the availability at once (painted and booked slots are kept). 403 for a student or a tutor not ' +
          'approved; 422 for overlapping ranges or a value out of range.',
        body: scheduleBody,
        response: { 200: scheduleResponse },
      },
    },
    async (request) => ok(await saveSchedule(ctx, requireActor(request), request.body)),
  );

  app.post(
    '/availability-schedule/preview',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The free time unsaved weekly hours would give over the next two weeks (tutors only)',
        description:
          'Saves nothing; booked time and its buffer are taken out, and the minimum notice applied.',
        body: scheduleBody,
        response: { 200: schedulePreviewResponse },
      },
    },
    async (request) => ok(await previewSchedule(ctx, requireActor(request), request.body)),
  );
}
