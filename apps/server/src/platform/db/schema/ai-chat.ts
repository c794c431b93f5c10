import { AI_CHAT_ROLES } from '@kru/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './courses.ts';

/**
 * What an answer drew on, kept as it was when answered: the sections cited (ids, titles and the exact quote: the
 * course may be edited later), the courses recommended and the tutors offered. Answers stored before quotes,
 * locks and tutors were kept lack those fields (read as none).
 */
export interface AiChatSources {
  sections: Array<{
    id: number;
    title: string;
    chapterTitle: string;
    courseId?: number;
    quote?: string | null;
    locked?: boolean;
  }>;
  courses: Array<{ id: number; title: string; courseType: 'subject' | 'skill' }>;
  tutors?: Array<{ id: number; fullName: string; nextFreeAt: string }>;
}

/** A learner's conversation with a course's AI tutor: their questions (`user`) and its answers (`assistant`). */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A deleted course takes its conversations with it (courses are deleted only while nobody learns them).
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    role: text('role', { enum: AI_CHAT_ROLES }).notNull(),
    text: text('text').notNull(),
    sources: jsonb('sources').$type<AiChatSources>().notNull().default({ sections: [], courses: [] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** A user's history of one course, newest first (ids grow with time; the answer follows its question). */
    index('ai_chat_messages_user_course_idx').on(t.userId, t.courseId, t.id.desc()),
  ],
);
