import {
  conversationIdParams,
  conversationReportCreatedResponse,
  conversationReportDetailResponse,
  conversationReportIdParams,
  conversationReportResponse,
  conversationReportsQuery,
  conversationReportsResponse,
  messagesPageResponse,
  messagesQuery,
  reportConversationBody,
  resolveConversationReportBody,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import { adminOnly } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getConversationReport } from './get-report.ts';
import { listReportedMessages } from './list-reported-messages.ts';
import { listConversationReports } from './list-reports.ts';
import { reportConversation } from './report-conversation.ts';
import { resolveConversationReport } from './resolve-report.ts';

const security = [{ bearer: [] }];
const adminTags = ['admin'];

/** Reports of conversations, and the admin team's reading and resolving of them. */
export function messageReportsRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/conversations/:id/report',
    {
      onRequest: authenticated,
      schema: {
        tags: ['messages'],
        security,
        summary: 'Reports the conversation to the admin team, who may then read it',
        description: 'Only its two people; anyone else gets 404.',
        params: conversationIdParams,
        body: reportConversationBody,
        response: { 200: conversationReportCreatedResponse },
      },
    },
    async (request) =>
      ok(await reportConversation(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/conversation-reports',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        security,
        summary: 'Reported conversations: open ones oldest first, resolved ones newest first',
        querystring: conversationReportsQuery,
        response: { 200: conversationReportsResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listConversationReports(
        ctx,
        requireActor(request),
        request.query,
      );
      return paginated(items, total, page, perPage);
    },
  );

  app.get(
    '/admin/conversation-reports/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        security,
        summary: 'One report, with the reporter, the reported person and its audit log',
        description:
          '`history`, newest first: each time an admin opened the conversation (its newest page of messages) and ' +
          'the resolution, with who and when.',
        params: conversationReportIdParams,
        response: { 200: conversationReportDetailResponse },
      },
    },
    async (request) => ok(await getConversationReport(ctx, requireActor(request), request.params.id)),
  );

  app.get(
    '/admin/conversation-reports/:id/messages',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        security,
        summary: "A page of the reported conversation's messages, newest last",
        description:
          'Opening the conversation (no `before` or `after`) is recorded in the audit log as ' +
          '`conversation_report.read`, by whom and when; older and newer pages continue that reading.',
        params: conversationReportIdParams,
        querystring: messagesQuery,
        response: { 200: messagesPageResponse },
      },
    },
    async (request) => listReportedMessages(ctx, requireActor(request), request.params.id, request.query),
  );

  app.post(
    '/admin/conversation-reports/:id/resolve',
    {
      onRequest: adminOnly,
      schema: {
        tags: adminTags,
        security,
        summary: 'Resolves the report (409 when already resolved)',
        params: conversationReportIdParams,
        body: resolveConversationReportBody,
        response: { 200: conversationReportResponse },
      },
    },
    async (request) =>
      ok(await resolveConversationReport(ctx, requireActor(request), request.params.id, request.body ?? {})),
  );
}
