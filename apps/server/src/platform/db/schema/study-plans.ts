import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { subjectSpecialties } from './catalogue.ts';
import { courseSections } from './courses.ts';
import { selfAssessments } from './diagnostics.ts';
import { quizzes } from './quizzes.ts';

/** The specialties a course or skill section teaches, tagged by its author (specialties of the course's subject). */
export const courseSectionSpecialties = pgTable(
  'course_section_specialties',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => subjectSpecialties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.specialtyId] }),
    /** A study plan's sections for a weak specialty. */
    index('course_section_specialties_specialty_idx').on(t.specialtyId),
  ],
);

/** A weak specialty of the result a plan was built from, with its score then (weakest first). */
export interface StudyPlanSpecialty {
  specialtyId: number;
  percent: number;
}

/**
 * A learner's study plan for one diagnostic, built from a result: the specialties that result found weak. What is
 * done is read live (sections taken, later attempts), so only the starting point is stored.
 */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    selfAssessmentId: integer('self_assessment_id')
      .notNull()
      .references(() => selfAssessments.id, { onDelete: 'cascade' }),
    /** The result the plan was built from. */
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    specialties: jsonb('specialties').$type<StudyPlanSpecialty[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('study_plans_user_diagnostic_key').on(t.userId, t.selfAssessmentId),
    index('study_plans_user_idx').on(t.userId, t.createdAt),
  ],
);
