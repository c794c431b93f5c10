import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  conversationMembers,
  directMessageAttachments,
  directMessages,
  messageEmailBatches,
  messageEmailOptOuts,
  users,
} from '../../platform/db/schema/index.ts';

/** Starts the person's batch, due at `dueAt`; a batch already waiting keeps its time (later messages join it). */
export async function insertBatch(tx: Tx, userId: number, dueAt: Date) {
  await tx.insert(messageEmailBatches).values({ userId, dueAt }).onConflictDoNothing();
}

/** Takes due batches off the table; another instance running at once skips the ones taken here. */
export async function claimDueBatches(tx: Tx, now: Date, limit: number): Promise<number[]> {
  const due = tx
    .select({ userId: messageEmailBatches.userId })
    .from(messageEmailBatches)
    .where(lte(messageEmailBatches.dueAt, now))
    .orderBy(messageEmailBatches.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .delete(messageEmailBatches)
    .where(inArray(messageEmailBatches.userId, due))
    .returning({ userId: messageEmailBatches.userId });
  return rows.map((row) => row.userId);
}

/** Who the e-mail goes to, and whether they turned these e-mails off. */
export async function findReader(q: Queryable, userId: number) {
  const [row] = await q
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      timeZone: users.timeZone,
      suspendedAt: users.suspendedAt,
      optedOut: sql<boolean>`${messageEmailOptOuts.userId} IS NOT NULL`,
    })
    .from(users)
    .leftJoin(messageEmailOptOuts, eq(messageEmailOptOuts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
export type Reader = NonNullable<Awaited<ReturnType<typeof findReader>>>;

/**
 * The messages the person has neither read nor been e-mailed about, over all their conversations, oldest first,
 * with the sender's name; at most `limit` (the e-mail lists that many and says how many more).
 */
export function findUnreadUnmailed(q: Queryable, userId: number, limit: number) {
  const seen = sql`greatest(coalesce(${conversationMembers.lastReadMessageId}, 0), coalesce(${conversationMembers.emailedThroughMessageId}, 0))`;
  return q
    .select({
      id: directMessages.id,
      conversationId: directMessages.conversationId,
      body: directMessages.body,
      createdAt: directMessages.createdAt,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderEmail: users.email,
      attachmentCount: sql<number>`(SELECT count(*)::int FROM ${directMessageAttachments} a WHERE a.message_id = ${directMessages.id})`,
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(conversationMembers)
    .innerJoin(directMessages, eq(directMessages.conversationId, conversationMembers.conversationId))
    .innerJoin(users, eq(users.id, directMessages.senderId))
    .where(
      and(
        eq(conversationMembers.userId, userId),
        gt(conversationMembers.unreadCount, 0),
        ne(directMessages.senderId, userId),
        gt(directMessages.id, seen),
      ),
    )
    .orderBy(directMessages.id)
    .limit(limit);
}

/** The person has been e-mailed about each conversation up to this message: never e-mailed about them again. */
export async function markMailed(tx: Tx, userId: number, conversationId: number, throughMessageId: number) {
  await tx
    .update(conversationMembers)
    .set({
      emailedThroughMessageId: sql`greatest(coalesce(${conversationMembers.emailedThroughMessageId}, 0), ${throughMessageId})`,
    })
    .where(
      and(eq(conversationMembers.userId, userId), eq(conversationMembers.conversationId, conversationId)),
    );
}

export async function isOptedOut(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q
    .select({ userId: messageEmailOptOuts.userId })
    .from(messageEmailOptOuts)
    .where(eq(messageEmailOptOuts.userId, userId));
  return Boolean(row);
}

export async function setOptedOut(q: Queryable, userId: number, optedOut: boolean, now: Date) {
  if (optedOut) {
    await q.insert(messageEmailOptOuts).values({ userId, optedOutAt: now }).onConflictDoNothing();
  } else {
    await q.delete(messageEmailOptOuts).where(eq(messageEmailOptOuts.userId, userId));
  }
}
