import { type DirectMessage, MESSAGE_LIMITS, MSG, type SendMessageFields } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { startEmailBatch } from '../message-emails/index.ts';
import { conversationOf } from './access.ts';
import type { Inbox } from './inbox.ts';
import {
  attachmentsOf,
  findOwnedAttachments,
  insertAttachments,
  insertMessage,
} from './message-repository.ts';
import { assertMaySend, distinctIds, SEND_WINDOW_MS, sendLimitKey } from './policy.ts';
import { isOnline } from './presence-repository.ts';
import { presentMessages } from './presenter.ts';
import { lockMembers, recordNewMessage, unreadTotals } from './repository.ts';

/**
 * `POST /conversations/{id}/messages`: the message is stored with its files, the receiver's unread count grows, and
 * once committed both people's sockets get it. A receiver with no socket open anywhere gets an offline e-mail
 * batch started (one e-mail a few minutes later, whatever follows meanwhile).
 */
export async function sendMessage(
  ctx: AppContext,
  inbox: Inbox,
  actor: Actor,
  conversationId: number,
  body: SendMessageFields,
): Promise<DirectMessage> {
  await conversationOf(ctx.db, actor, conversationId);
  const limit = await ctx.rateLimiter.hit(
    sendLimitKey(actor.userId),
    MESSAGE_LIMITS.sendsPerMinute,
    SEND_WINDOW_MS,
  );
  if (!limit.allowed) throw AppError.rateLimited(limit.retryAfterSeconds, MSG.messagesRateLimited);
  const fileIds = distinctIds(body.attachment_ids);
  const text = body.body.trim();

  const { message, receiverId } = await inTransaction(ctx.db, async (tx) => {
    const sides = await lockMembers(tx, conversationId);
    assertMaySend(actor.userId, sides);
    const receiverId = sides.find((side) => side.userId !== actor.userId)!.userId;
    if (fileIds.length) {
      const owned = await findOwnedAttachments(tx, fileIds, actor.userId);
      if (owned.length !== fileIds.length) throw AppError.invalid('attachment_ids', MSG.attachmentNotFound);
    }
    const now = ctx.clock.now();
    const message = await insertMessage(tx, {
      conversationId,
      senderId: actor.userId,
      body: text,
      createdAt: now,
    });
    await insertAttachments(tx, message.id, fileIds);
    await recordNewMessage(tx, message);
    if (!(await isOnline(tx, receiverId))) await startEmailBatch(tx, receiverId, now);
    return { message, receiverId };
  });

  const [presented] = await presentMessages(ctx, [message], await attachmentsOf(ctx.db, [message.id]));
  deliver(ctx, inbox, presented!, [receiverId, actor.userId]);
  return presented!;
}

/** Both people's sockets get the message with their own unread total; a failure only loses the frame. */
function deliver(ctx: AppContext, inbox: Inbox, message: DirectMessage, userIds: number[]) {
  unreadTotals(ctx.db, userIds)
    .then((totals) => {
      for (const userId of userIds) {
        inbox.publish(userId, { type: 'message.new', message, unread_total: totals.get(userId) ?? 0 });
      }
    })
    .catch((err: Error) =>
      console.warn(`[messages] could not deliver message ${message.id}: ${err.message}`),
    );
}
