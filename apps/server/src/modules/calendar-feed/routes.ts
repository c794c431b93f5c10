import { calendarFeedCreatedResponse, calendarFeedStatusResponse } from '@kru/contract';
import { z } from 'zod';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { createCalendarFeed, deleteCalendarFeed, getCalendarFeed } from './manage-calendar-feed.ts';
import { renderCalendarFeed } from './render-calendar-feed.ts';

const tags = ['calendar feed'];
const security = [{ bearer: [] }];

export function calendarFeedRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/calendar-feed',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Whether the caller has a private calendar URL, and since when',
        response: { 200: calendarFeedStatusResponse },
      },
    },
    async (request) => ok(await getCalendarFeed(ctx, requireActor(request))),
  );

  app.post(
    '/calendar-feed',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Creates (or replaces) the private calendar URL; the URL is answered this once',
        description: 'Replacing it stops the earlier URL from working.',
        response: { 200: calendarFeedCreatedResponse },
      },
    },
    async (request) => ok(await createCalendarFeed(ctx, requireActor(request))),
  );

  app.delete(
    '/calendar-feed',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Deletes the private calendar URL (it stops working)',
        response: { 200: calendarFeedStatusResponse },
      },
    },
    async (request) => ok(await deleteCalendarFeed(ctx, requireActor(request))),
  );

  app.get(
    '/calendar-feed/:file',
    {
      schema: {
        tags,
        summary: 'The private calendar (RFC 5545, text/calendar): `/calendar-feed/<token>.ics`, no sign-in',
        description:
          "The owner's approved and completed sessions of the last 30 days and the future, in UTC, for any " +
          'calendar app to subscribe to. 404 for an unknown or replaced token.',
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(ctx, request.params.file);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="kru.ics"')
        .send(body);
    },
  );
}
