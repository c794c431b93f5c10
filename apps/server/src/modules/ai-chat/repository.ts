import { and, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { aiChatMessages, courseChapters, courseSections, courses } from '../../platform/db/schema/index.ts';
import { listedOnTenant } from '../courses/index.ts';

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

export interface CatalogueSectionRow {
  courseId: number;
  courseTitle: string;
  courseType: 'subject' | 'skill';
  sectionId: number;
  sectionTitle: string;
  chapterTitle: string;
  description: string;
}

/**
 * Sections of this tenant's catalogue (approved courses listed here), other than `exceptCourseId`'s, whose title
 * or body holds one of the words (ILIKE patterns): the candidates for recommendations, at most `limit`.
 */
export function findCatalogueSections(
  q: Queryable,
  tenantId: number | null,
  exceptCourseId: number,
  patterns: readonly string[],
  limit: number,
): Promise<CatalogueSectionRow[]> {
  // The same expression as course_sections_search_trgm_idx, so that each word is an index scan.
  const text = sql`(${courseSections.title} || ' ' || ${courseSections.description})`;
  const holds = or(...patterns.map((pattern) => ilike(text, pattern)));
  return q
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      courseType: courses.courseType,
      sectionId: courseSections.id,
      sectionTitle: courseSections.title,
      chapterTitle: courseChapters.title,
      description: courseSections.description,
    })
    .from(courseSections)
    .innerJoin(courseChapters, eq(courseChapters.id, courseSections.chapterId))
    .innerJoin(courses, eq(courses.id, courseChapters.courseId))
    .where(
      and(
        listedOnTenant(tenantId),
        ne(courses.id, exceptCourseId),
        isNull(courseSections.deletedAt),
        isNull(courseChapters.deletedAt),
        holds,
      ),
    )
    .orderBy(courses.id, courseSections.id)
    .limit(limit);
}
