import {
  headerUnreadCountsResponse,
  markNotificationsReadBody,
  notificationsQuery,
  notificationsResponse,
  unreadCountResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { listOwnNotifications } from './list-notifications.ts';
import { countUnreadNotifications, markNotificationsRead } from './mark-notifications-read.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export function notificationsRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/notifications',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first (title and text in the request's language)",
        description: "Times are written in the caller's time zone; `link` is the web page to open.",
        querystring: notificationsQuery,
        response: { 200: notificationsResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listOwnNotifications(
        ctx,
        requireActor(request),
        request.query.page,
        request.language,
      );
      return paginated(items, total, page, perPage);
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          "How many of the caller's notifications are unread, and how many messages (the header's badges)",
        response: { 200: headerUnreadCountsResponse },
      },
    },
    async (request) => ok(await countUnreadNotifications(ctx, requireActor(request))),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Marks notifications read: the given `ids`, or all of them when `ids` is left out',
        description: "Ids of another user's notifications change nothing. Answers the unread count.",
        body: markNotificationsReadBody,
        response: { 200: unreadCountResponse },
      },
    },
    async (request) => ok(await markNotificationsRead(ctx, requireActor(request), request.body ?? {})),
  );
}
