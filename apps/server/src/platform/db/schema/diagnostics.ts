import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { subjectSpecialties, subjects } from './catalogue.ts';

/**
 * A self-assessment (the product's "diagnostic"): a timed set of questions on one subject. Its questions live
 * in `questions` (owner `self_assessment_id`) and its attempts in `quizzes`, so scoring is the quiz engine's.
 * Reference data seeded from code into an empty table; admins own the rows afterwards.
 */
export const selfAssessments = pgTable(
  'self_assessments',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    titleEn: text('title_en').notNull(),
    titleTh: text('title_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    minutes: integer('minutes').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('self_assessments_subject_idx').on(t.subjectId)],
);

/** What to study next for a weak specialty, shown on a diagnostic's result (English and Thai). */
export const specialtyStudyTopics = pgTable(
  'specialty_study_topics',
  {
    id: serial('id').primaryKey(),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => subjectSpecialties.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleTh: text('title_th').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('specialty_study_topics_specialty_idx').on(t.specialtyId, t.sortOrder)],
);

/**
 * Whether a learner shares their diagnostic results through their link (`users.sharing_id`), and whether the
 * shared page includes their answers. No row: not shared (sharing is off until the learner turns it on).
 */
export const diagnosticSharing = pgTable('diagnostic_sharing', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  includeAnswers: boolean('include_answers').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
