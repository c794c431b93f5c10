import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  conversationMembers,
  conversations,
  directMessages,
  files,
  tutoringSessions,
  users,
} from '../../platform/db/schema/index.ts';
import { visibleTutorCondition } from '../kyc/index.ts';

const mine = alias(conversationMembers, 'mine');
const theirs = alias(conversationMembers, 'theirs');
const others = alias(users, 'others');
const avatars = alias(files, 'avatars');
const lastMessages = alias(directMessages, 'last_messages');

/** A conversation as one member sees it: both sides, the other person and the last message. */
const conversationColumns = {
  id: conversations.id,
  createdAt: conversations.createdAt,
  mine: {
    role: mine.role,
    lastReadMessageId: mine.lastReadMessageId,
    unreadCount: mine.unreadCount,
    blockedAt: mine.blockedAt,
    lastActivityAt: mine.lastActivityAt,
  },
  theirs: {
    userId: theirs.userId,
    role: theirs.role,
    lastReadMessageId: theirs.lastReadMessageId,
    blockedAt: theirs.blockedAt,
  },
  other: {
    id: others.id,
    firstName: others.firstName,
    lastName: others.lastName,
    email: others.email,
    avatarKey: avatars.key,
  },
  lastMessage: {
    id: lastMessages.id,
    senderId: lastMessages.senderId,
    body: lastMessages.body,
    createdAt: lastMessages.createdAt,
    attachmentCount: sql<number>`(SELECT count(*)::int FROM direct_message_attachments a WHERE a.message_id = ${lastMessages.id})`,
  },
};

function memberView(q: Queryable, userId: number) {
  return q
    .select(conversationColumns)
    .from(mine)
    .innerJoin(conversations, eq(conversations.id, mine.conversationId))
    .innerJoin(theirs, and(eq(theirs.conversationId, mine.conversationId), ne(theirs.userId, userId)))
    .innerJoin(others, eq(others.id, theirs.userId))
    .leftJoin(avatars, and(eq(avatars.id, others.avatarFileId), eq(avatars.ownerId, others.id)))
    .leftJoin(lastMessages, eq(lastMessages.id, conversations.lastMessageId))
    .$dynamic();
}
export type ConversationRow = Awaited<ReturnType<typeof findConversationOf>> & {};

/** The conversation as `userId` sees it, or undefined when they are not one of its two people. */
export async function findConversationOf(q: Queryable, conversationId: number, userId: number) {
  const [row] = await memberView(q, userId)
    .where(and(eq(mine.userId, userId), eq(mine.conversationId, conversationId)))
    .limit(1);
  return row;
}

/** The person's conversations, latest activity first. */
export function listConversationsOf(q: Queryable, userId: number, limit: number, offset: number) {
  return memberView(q, userId)
    .where(eq(mine.userId, userId))
    .orderBy(desc(mine.lastActivityAt), desc(mine.conversationId))
    .limit(limit)
    .offset(offset);
}

export async function countConversationsOf(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
  return row?.n ?? 0;
}

/** The two people of a conversation (no matter who asks): for the admin team and for sending. */
export function findMembers(q: Queryable, conversationId: number) {
  return q
    .select({
      userId: conversationMembers.userId,
      role: conversationMembers.role,
      blockedAt: conversationMembers.blockedAt,
    })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
}

/** Locks both sides of the conversation (in member order, so two senders never deadlock). */
export function lockMembers(tx: Tx, conversationId: number) {
  return tx
    .select({
      userId: conversationMembers.userId,
      role: conversationMembers.role,
      blockedAt: conversationMembers.blockedAt,
    })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(conversationMembers.userId)
    .for('update');
}

/** Who a person wants to write to: their role, and whether a student sees them as a tutor. */
export async function findPerson(q: Queryable, userId: number) {
  const [row] = await q
    .select({
      id: users.id,
      role: users.role,
      subdomainId: users.subdomainId,
      suspendedAt: users.suspendedAt,
      visibleTutor: sql<boolean>`${visibleTutorCondition()}`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether the tutor has had any session with the student (of any status). */
export async function haveHadSession(q: Queryable, tutorId: number, studentId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.tutorId, tutorId), eq(tutoringSessions.studentId, studentId)))
    .limit(1);
  return Boolean(row);
}

/** The pair's conversation id, created with both sides when new (a concurrent start finds the same one). */
export async function findOrCreateConversation(
  tx: Tx,
  pair: { studentId: number; tutorId: number },
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values({ studentId: pair.studentId, tutorId: pair.tutorId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.studentId, pair.studentId), eq(conversations.tutorId, pair.tutorId)));
    return { id: existing!.id, created: false };
  }
  await tx.insert(conversationMembers).values([
    { conversationId: inserted.id, userId: pair.studentId, role: 'student', lastActivityAt: now },
    { conversationId: inserted.id, userId: pair.tutorId, role: 'tutor', lastActivityAt: now },
  ]);
  return { id: inserted.id, created: true };
}

export async function setBlocked(q: Queryable, conversationId: number, userId: number, at: Date | null) {
  await q
    .update(conversationMembers)
    .set({ blockedAt: at })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
}

/** After a new message: both sides' activity, the receiver's unread count, the conversation's last message. */
export async function recordNewMessage(
  tx: Tx,
  message: { id: number; conversationId: number; senderId: number; createdAt: Date },
) {
  await tx
    .update(conversations)
    .set({ lastMessageId: message.id })
    .where(eq(conversations.id, message.conversationId));
  await tx
    .update(conversationMembers)
    .set({
      lastActivityAt: message.createdAt,
      unreadCount: sql`${conversationMembers.unreadCount} + CASE WHEN ${conversationMembers.userId} = ${message.senderId} THEN 0 ELSE 1 END`,
      // The sender has read their own conversation up to what they wrote.
      lastReadMessageId: sql`CASE WHEN ${conversationMembers.userId} = ${message.senderId} THEN ${message.id} ELSE ${conversationMembers.lastReadMessageId} END`,
    })
    .where(eq(conversationMembers.conversationId, message.conversationId));
}

/**
 * Marks the member's side read up to `upTo` (never backwards) and recounts what stays unread after it, in one
 * statement. Answers the new last read id and unread count.
 */
export async function markRead(q: Queryable, conversationId: number, userId: number, upTo: number) {
  const [row] = await q
    .update(conversationMembers)
    .set({
      lastReadMessageId: sql`greatest(coalesce(${conversationMembers.lastReadMessageId}, 0), ${upTo})`,
      unreadCount: sql`(SELECT count(*)::int FROM direct_messages m WHERE m.conversation_id = ${conversationId}
        AND m.sender_id <> ${userId} AND m.id > greatest(coalesce(${conversationMembers.lastReadMessageId}, 0), ${upTo}))`,
    })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    )
    .returning({
      lastReadMessageId: conversationMembers.lastReadMessageId,
      unreadCount: conversationMembers.unreadCount,
    });
  return row!;
}

/** The newest message of the conversation, or 0 when it has none. */
export async function latestMessageId(q: Queryable, conversationId: number): Promise<number> {
  const [row] = await q
    .select({ id: conversations.lastMessageId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row?.id ?? 0;
}

/** The header's number: one indexed sum over the person's sides with something unread. */
export function unreadTotalSql(userId: number | ReturnType<typeof sql>) {
  return sql<number>`(SELECT coalesce(sum(${conversationMembers.unreadCount}), 0)::int FROM ${conversationMembers}
    WHERE ${conversationMembers.userId} = ${userId} AND ${conversationMembers.unreadCount} > 0)`;
}

/** Several people's unread totals in one statement. */
export async function unreadTotals(q: Queryable, userIds: number[]): Promise<Map<number, number>> {
  const rows = await q
    .select({
      userId: conversationMembers.userId,
      total: sql<number>`sum(${conversationMembers.unreadCount})::int`,
    })
    .from(conversationMembers)
    .where(and(inArray(conversationMembers.userId, userIds), gt(conversationMembers.unreadCount, 0)))
    .groupBy(conversationMembers.userId);
  return new Map(userIds.map((id) => [id, rows.find((row) => row.userId === id)?.total ?? 0]));
}
