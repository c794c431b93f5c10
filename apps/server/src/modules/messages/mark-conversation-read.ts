import type { MarkConversationReadBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { conversationOf } from './access.ts';
import type { Inbox } from './inbox.ts';
import { latestMessageId, markRead, unreadTotals } from './repository.ts';

/**
 * `POST /conversations/{id}/read`: read up to a message (the newest when not said). The other person's sockets get
 * the read receipt, the caller's own (other tabs) the receipt and their new unread total.
 */
export async function markConversationRead(
  ctx: AppContext,
  inbox: Inbox,
  actor: Actor,
  conversationId: number,
  body: MarkConversationReadBody,
): Promise<{ unread_count: number; unread_total: number }> {
  const conversation = await conversationOf(ctx.db, actor, conversationId);
  // Never past the newest message: a larger id would show the other person later messages as seen.
  const latest = await latestMessageId(ctx.db, conversationId);
  const upTo = Math.min(body.up_to_message_id ?? latest, latest);
  const read = await markRead(ctx.db, conversationId, actor.userId, upTo);
  const total = (await unreadTotals(ctx.db, [actor.userId])).get(actor.userId) ?? 0;
  const lastRead = read.lastReadMessageId ?? 0;
  if (lastRead > 0) {
    const receipt = {
      type: 'conversation.read' as const,
      conversation_id: conversationId,
      reader_id: actor.userId,
      last_read_message_id: lastRead,
    };
    inbox.publish(conversation.theirs.userId, receipt);
    inbox.publish(actor.userId, receipt);
  }
  inbox.publish(actor.userId, { type: 'unread.count', unread_total: total });
  return { unread_count: read.unreadCount, unread_total: total };
}
