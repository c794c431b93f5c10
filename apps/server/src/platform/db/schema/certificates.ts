import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { subdomains } from './catalogue.ts';
import { courses } from './courses.ts';

/**
 * A certificate of completion, issued once per learner and course when the course is completed. What it
 * certifies (names, title, date) is kept as issued: a later rename or course edit does not rewrite it.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** The public verification code (128 random bits, base64url): the only way to look a certificate up unsigned. */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The learner's tenant (null: the main marketplace); verification answers on that tenant only. */
    subdomainId: integer('subdomain_id').references(() => subdomains.id, { onDelete: 'cascade' }),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    tutorName: text('tutor_name').notNull(),
    /** The learner's language and time zone when it was issued: the PDF's defaults. */
    language: text('language', { enum: ['en', 'th'] }).notNull(),
    timeZone: text('time_zone').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    index('certificates_course_idx').on(t.courseId),
  ],
);
