import type { Conversation, ConversationPerson, DirectMessage, MessageAttachment } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { contentDisposition } from '../files/index.ts';
import type { AttachmentRow, MessageRow } from './message-repository.ts';
import { previewOf } from './policy.ts';
import type { ConversationRow } from './repository.ts';

/** A signed attachment link lasts an hour: a page read again signs new ones. */
const ATTACHMENT_URL_TTL_SECONDS = 3600;

const roleOf = (role: string): ConversationPerson['role'] => (role === 'tutor' ? 'tutor' : 'student');

export async function presentPerson(
  ctx: AppContext,
  person: { id: number; firstName: string | null; lastName: string | null; avatarKey: string | null },
  role: string,
): Promise<ConversationPerson> {
  return {
    id: person.id,
    first_name: person.firstName ?? '',
    last_name: person.lastName ?? '',
    avatar: person.avatarKey ? await ctx.storage.signDownload(person.avatarKey) : null,
    role: roleOf(role),
  };
}

export async function presentConversation(ctx: AppContext, row: ConversationRow): Promise<Conversation> {
  const last = row.lastMessage;
  return {
    id: row.id,
    my_role: roleOf(row.mine.role),
    other: await presentPerson(ctx, row.other, row.theirs.role),
    last_message: last
      ? {
          id: last.id,
          sender_id: last.senderId,
          preview: previewOf(last.body),
          attachment_count: last.attachmentCount,
          created_at: last.createdAt.toISOString(),
        }
      : null,
    unread_count: row.mine.unreadCount,
    my_last_read_message_id: row.mine.lastReadMessageId,
    other_last_read_message_id: row.theirs.lastReadMessageId,
    blocked_by_me: row.mine.blockedAt !== null,
    blocked_by_other: row.theirs.blockedAt !== null,
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.mine.lastActivityAt.toISOString(),
  };
}

async function presentAttachment(ctx: AppContext, file: AttachmentRow): Promise<MessageAttachment> {
  return {
    id: file.id,
    file_name: file.fileName,
    content_type: file.contentType,
    size: file.size,
    url: await ctx.storage.signDownload(file.key, ATTACHMENT_URL_TTL_SECONDS, {
      contentType: file.contentType,
      contentDisposition: contentDisposition(file.contentType, file.fileName),
    }),
  };
}

/** Messages with their files (signed links), in the order given. */
export async function presentMessages(
  ctx: AppContext,
  messages: MessageRow[],
  attachments: AttachmentRow[],
): Promise<DirectMessage[]> {
  return Promise.all(
    messages.map(async (message) => ({
      id: message.id,
      conversation_id: message.conversationId,
      sender_id: message.senderId,
      body: message.body,
      attachments: await Promise.all(
        attachments
          .filter((file) => file.messageId === message.id)
          .map((file) => presentAttachment(ctx, file)),
      ),
      created_at: message.createdAt.toISOString(),
    })),
  );
}
