import { devMailboxQuery, devMailboxResponse } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { listMailbox } from './list-mailbox.ts';
import { devMailboxEnabled } from './policy.ts';
import { mailboxPage, presentEmail } from './presenter.ts';

/** `GET /api/v1/dev/mailbox?to=`: what end-to-end tests read codes and reset links from. */
export function devMailboxRoutes(app: ZodApp, ctx: AppContext) {
  if (!devMailboxEnabled(ctx.config)) return;
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Outbox messages, newest first (development only, without SMTP)',
        querystring: devMailboxQuery,
        response: { 200: devMailboxResponse },
      },
    },
    async (request) => ok((await listMailbox(ctx, request.query.to)).map(presentEmail)),
  );
}

/** `GET /dev/mailbox`: the same outbox as a page for people. */
export function devMailboxPageRoutes(app: ZodApp, ctx: AppContext) {
  if (!devMailboxEnabled(ctx.config)) return;
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'The outbox as an HTML page (development only, without SMTP)',
        querystring: devMailboxQuery,
      },
    },
    async (request, reply) => {
      const rows = await listMailbox(ctx, request.query.to);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(mailboxPage(rows, request.query.to));
    },
  );
}
