import { PassThrough } from 'node:stream';
import {
  AI_CHAT_PAGE_SIZE,
  aiChatBody,
  aiChatHistoryResponse,
  aiChatQuery,
  aiChatQuotaResponse,
  aiChatReplyResponse,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import { formatSse } from '../../platform/http/sse.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { askTutor } from './ask-tutor.ts';
import { getChatQuota } from './get-quota.ts';
import { listChat } from './list-chat.ts';
import { streamTutorAnswer } from './stream-tutor-answer.ts';

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

  app.get(
    '/user/ai/chat/quota',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary:
          'Whether a language model answers, and how many questions and tokens the caller has left today',
        description:
          'With AI_BASE_URL set (`model` true) each user may ask AI_MESSAGES_PER_DAY questions and spend ' +
          'AI_TOKENS_PER_DAY tokens a day (UTC, until `resets_at`); with the built-in tutor every limit is null.',
        response: { 200: aiChatQuotaResponse },
      },
    },
    async (request) => ok(await getChatQuota(ctx, requireActor(request))),
  );

  app.post(
    '/user/ai/chat/stream',
    {
      onRequest: authenticated,
      // Compression would hold the events back until a block fills.
      compress: false,
      schema: {
        tags,
        security,
        summary: 'Asks a course’s AI tutor and streams the answer as Server-Sent Events (text/event-stream)',
        description:
          'The checks of `POST /user/ai/chat` come first, as JSON: 422, 404, 429 a minute, and 429 when the ' +
          'day’s questions or tokens are spent (`details.quota`). Then a 200 `text/event-stream` of: `start` ' +
          '`{question, sources}` (the sections the answer may cite as [1], [2]...), `delta` `{text}` for each piece ' +
          'of the answer, and last either `done` `{answer, ending, quota}` (the stored answer; `ending` is ' +
          '`complete`, `cut` when the AI endpoint broke off, or `stopped` when the caller closed the connection) ' +
          'or `error` `{reason, message}` (the endpoint was busy, down or answered nothing usable; the question ' +
          'is kept). The built-in tutor sends its answer as one `delta`.',
        body: aiChatBody,
      },
    },
    async (request, reply) => {
      const answer = await streamTutorAnswer(
        ctx,
        requireActor(request),
        request.tenant,
        request.body,
        request.language,
        (error) => request.log.warn({ err: error }, 'AI tutor stream failed'),
      );
      const events = new PassThrough();
      const stopped = new AbortController();
      // The caller closed the connection before the end: stop asking the endpoint.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stopped.abort();
      });
      void answer.run((event) => events.write(formatSse(event)), stopped.signal).finally(() => events.end());
      return reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(events);
    },
  );
}
