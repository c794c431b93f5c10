import {
  conversationIdParams,
  conversationReadResponse,
  conversationResponse,
  conversationsQuery,
  conversationsResponse,
  directMessageResponse,
  markConversationReadBody,
  messagesPageResponse,
  messagesQuery,
  messagesUnreadResponse,
  sendMessageBody,
  socketTicketResponse,
  startConversationBody,
} from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ok, paginated } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { createPgRealtimeHub } from '../../platform/realtime/hub.ts';
import { setPersonBlocked } from './block-person.ts';
import { getConversation } from './get-conversation.ts';
import { getUnreadTotal } from './get-unread-total.ts';
import { createInbox } from './inbox.ts';
import { issueSocketTicket, joinInbox } from './join-inbox.ts';
import { listConversations } from './list-conversations.ts';
import { listConversationMessages } from './list-messages.ts';
import { markConversationRead } from './mark-conversation-read.ts';
import { sendMessage } from './send-message.ts';
import { startConversation } from './start-conversation.ts';

const tags = ['messages'];
const security = [{ bearer: [] }];
const onlyTheTwo = 'Only its two people; anyone else gets 404.';

/** Conversations between a student and a tutor (docs/messages.md). */
export function messagesRoutes(app: ZodApp, ctx: AppContext) {
  const hub = createPgRealtimeHub(ctx.db.$client.options, (line) => app.log.warn(line));
  const inbox = createInbox(ctx.db, hub, (line) => app.log.warn(line));
  app.addHook('onClose', async () => {
    await inbox.close();
    await hub.close();
  });

  app.get(
    '/conversations',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The caller's conversations, latest activity first, with the other person and unread counts",
        querystring: conversationsQuery,
        response: { 200: conversationsResponse },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listConversations(
        ctx,
        requireActor(request),
        request.query.page,
      );
      return paginated(items, total, page, perPage);
    },
  );

  app.post(
    '/conversations',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Opens the conversation with a person, or answers the one that exists',
        description:
          'A student may write to any approved tutor; a tutor to a student who has had a session with them (403 ' +
          'otherwise). Anyone else is not found (404); yourself is a 422.',
        body: startConversationBody,
        response: { 200: conversationResponse },
      },
    },
    async (request) => ok((await startConversation(ctx, requireActor(request), request.body)).conversation),
  );

  app.get(
    '/conversations/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'One conversation',
        description: onlyTheTwo,
        params: conversationIdParams,
        response: { 200: conversationResponse },
      },
    },
    async (request) => ok(await getConversation(ctx, requireActor(request), request.params.id)),
  );

  app.get(
    '/conversations/:id/messages',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'A page of the messages, newest last (`before` for older ones, `after` to catch up)',
        description: `${onlyTheTwo} Attachment links are signed for an hour.`,
        params: conversationIdParams,
        querystring: messagesQuery,
        response: { 200: messagesPageResponse },
      },
    },
    async (request) => listConversationMessages(ctx, requireActor(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Sends a message (1 to 4,000 characters, up to 5 of your registered attachments)',
        description:
          `${onlyTheTwo} 403 while either person blocks the other; 429 past 30 messages a minute. Both ` +
          "people's sockets get it; a receiver with none open gets one e-mail a few minutes later if still unread.",
        params: conversationIdParams,
        body: sendMessageBody,
        response: { 200: directMessageResponse },
      },
    },
    async (request) =>
      ok(await sendMessage(ctx, inbox, requireActor(request), request.params.id, request.body)),
  );

  app.post(
    '/conversations/:id/read',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'Marks the conversation read up to a message (the newest when left out)',
        description: `${onlyTheTwo} The other person's sockets get a read receipt. Never moves backwards.`,
        params: conversationIdParams,
        body: markConversationReadBody,
        response: { 200: conversationReadResponse },
      },
    },
    async (request) =>
      ok(
        await markConversationRead(ctx, inbox, requireActor(request), request.params.id, request.body ?? {}),
      ),
  );

  for (const [method, blocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/conversations/:id/block',
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: blocked
          ? 'Blocks the other person: neither of you can send until you unblock'
          : 'Unblocks the other person',
        description: onlyTheTwo,
        params: conversationIdParams,
        response: { 200: conversationResponse },
      },
      handler: async (request) =>
        ok(await setPersonBlocked(ctx, requireActor(request), request.params.id, blocked)),
    });
  }

  app.get(
    '/messages/unread-count',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "Unread messages over all the caller's conversations",
        response: { 200: messagesUnreadResponse },
      },
    },
    async (request) => ok(await getUnreadTotal(ctx, requireActor(request))),
  );

  app.post(
    '/messages/socket-ticket',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: 'A ticket to open the messages WebSocket with, valid for a minute',
        response: { 200: socketTicketResponse },
      },
    },
    async (request) => ok(issueSocketTicket(ctx, requireActor(request).userId)),
  );

  app.route({
    method: 'GET',
    url: '/messages/ws',
    schema: {
      tags,
      summary: 'The messages WebSocket (`?ticket=` from POST /messages/socket-ticket)',
      description:
        "JSON frames (the contract's `messagesSocketFrameSchema`); the client sends nothing. A bad ticket closes " +
        'with 4401, an expired one with 4402.',
      hide: true,
    },
    // A plain HTTP request (no upgrade) gets the API's 404 envelope, not the plugin's empty one.
    handler: async () => {
      throw AppError.notFound();
    },
    wsHandler: (socket, request) => {
      const ticket = (request.query as Record<string, string | undefined>).ticket;
      joinInbox(ctx, inbox, socket, ticket).catch((err: Error) => {
        request.log.error({ err }, 'messages socket failed');
        socket.close(1011, 'server_error');
      });
    },
  });
}
