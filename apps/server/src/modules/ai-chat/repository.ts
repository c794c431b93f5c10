import { and, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { aiChatMessages } from '../../platform/db/schema/index.ts';

export type AiChatMessageRow = typeof aiChatMessages.$inferSelect;
export type NewAiChatMessage = typeof aiChatMessages.$inferInsert;

const ofConversation = (userId: number, courseId: number) =>
  and(eq(aiChatMessages.userId, userId), eq(aiChatMessages.courseId, courseId));

export async function insertMessage(q: Queryable, message: NewAiChatMessage): Promise<AiChatMessageRow> {
  const [row] = await q.insert(aiChatMessages).values(message).returning();
  return row as AiChatMessageRow;
}

/** Messages of a user's conversation about a course, newest first (ids grow with time). */
export function findMessagesNewestFirst(
  q: Queryable,
  userId: number,
  courseId: number,
  page: { limit: number; offset: number },
): Promise<AiChatMessageRow[]> {
  return q
    .select()
    .from(aiChatMessages)
    .where(ofConversation(userId, courseId))
    .orderBy(desc(aiChatMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMessages(q: Queryable, userId: number, courseId: number): Promise<number> {
  const [row] = await q
    .select({ total: count() })
    .from(aiChatMessages)
    .where(ofConversation(userId, courseId));
  return row?.total ?? 0;
}
