import {
  AI_CHAT_PAGE_SIZE,
  aiChatBody,
  aiChatHistoryResponse,
  aiChatQuery,
  aiChatReplyResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { askTutor } from './ask-tutor.ts';
import { listChat } from './list-chat.ts';

const tags = ['AI tutor'];
const security = [{ bearer: [] }];

export function aiChatRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/user/ai/chat',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'The caller’s conversation with a course’s AI tutor, newest page first',
        description:
          `Pages of ${AI_CHAT_PAGE_SIZE} messages: page 1 (the default) holds the newest, page 2 the ones before ` +
          'them; each page reads oldest to newest. A course the caller may not open on this tenant is a 404.',
        querystring: aiChatQuery,
        response: { 200: aiChatHistoryResponse },
      },
    },
    async (request) => {
      const page = await listChat(
        ctx,
        requireActor(request),
        request.tenant,
        request.query,
        request.language,
      );
      return paginated(page.items, page.total, request.query.page, AI_CHAT_PAGE_SIZE);
    },
  );

  app.post(
    '/user/ai/chat',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Asks a course’s AI tutor; answers the stored question and the tutor’s answer',
        description:
          'The message is 3 to 4096 characters once trimmed (422). The tutor draws only on the sections the ' +
          'caller may open (the 30% trial for learners without a subscription), names them as sources, and ' +
          'recommends approved courses of this tenant. A course the caller may not open is a 404; too many ' +
          'questions a minute a 429 with Retry-After; an AI endpoint that fails a 503 (down, slow) or 502 (bad ' +
          'answer), the question being kept.',
        body: aiChatBody,
        response: { 200: aiChatReplyResponse },
      },
    },
    async (request) =>
      ok(
        await askTutor(ctx, requireActor(request), request.tenant, request.body, request.language, (error) =>
          request.log.warn({ err: error }, 'AI tutor provider failed'),
        ),
      ),
  );
}
