import { and, asc, desc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { directMessageAttachments, directMessages, files } from '../../platform/db/schema/index.ts';

export async function insertMessage(
  tx: Tx,
  values: { conversationId: number; senderId: number; body: string; createdAt: Date },
) {
  const [row] = await tx.insert(directMessages).values(values).returning();
  return row!;
}
export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

/** Of these file ids, the registered attachments `ownerId` uploaded. */
export function findOwnedAttachments(q: Queryable, fileIds: number[], ownerId: number) {
  return q
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, fileIds),
        eq(files.ownerId, ownerId),
        eq(files.kind, 'attachment'),
        isNotNull(files.registeredAt),
      ),
    );
}

export async function insertAttachments(tx: Tx, messageId: number, fileIds: number[]) {
  if (!fileIds.length) return;
  await tx
    .insert(directMessageAttachments)
    .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
}

/**
 * A page of the conversation's messages, oldest first: the newest `limit` (no cursor), those before a message
 * (older), or those after one (newer). One more than `limit` is read to tell whether older ones remain.
 */
export async function listMessages(
  q: Queryable,
  conversationId: number,
  cursor: { before?: number; after?: number; limit: number },
) {
  const inConversation = eq(directMessages.conversationId, conversationId);
  if (cursor.after !== undefined) {
    const rows = await q
      .select()
      .from(directMessages)
      .where(and(inConversation, gt(directMessages.id, cursor.after)))
      .orderBy(asc(directMessages.id))
      .limit(cursor.limit);
    return { rows, olderRemain: true };
  }
  const rows = await q
    .select()
    .from(directMessages)
    .where(
      and(inConversation, cursor.before === undefined ? undefined : lt(directMessages.id, cursor.before)),
    )
    .orderBy(desc(directMessages.id))
    .limit(cursor.limit + 1);
  const olderRemain = rows.length > cursor.limit;
  return { rows: rows.slice(0, cursor.limit).reverse(), olderRemain };
}

/** The files of these messages, in each message's order. */
export function attachmentsOf(q: Queryable, messageIds: number[]) {
  if (!messageIds.length) return Promise.resolve([]);
  return q
    .select({
      messageId: directMessageAttachments.messageId,
      id: files.id,
      key: files.key,
      fileName: files.fileName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(directMessageAttachments)
    .innerJoin(files, eq(files.id, directMessageAttachments.fileId))
    .where(inArray(directMessageAttachments.messageId, messageIds))
    .orderBy(directMessageAttachments.messageId, directMessageAttachments.position);
}
export type AttachmentRow = Awaited<ReturnType<typeof attachmentsOf>>[number];
