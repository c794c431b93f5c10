import type { MessagesPage, MessagesQuery } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { conversationOf } from './access.ts';
import { loadMessages } from './load-messages.ts';

/** `GET /conversations/{id}/messages`: a page, newest last (see `messagesQuery` for the cursors). */
export async function listConversationMessages(
  ctx: AppContext,
  actor: Actor,
  conversationId: number,
  query: MessagesQuery,
): Promise<MessagesPage> {
  await conversationOf(ctx.db, actor, conversationId);
  return loadMessages(ctx, conversationId, query);
}
