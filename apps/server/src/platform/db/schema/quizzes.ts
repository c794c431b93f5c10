import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { subjectSpecialties } from './catalogue.ts';
import { courseSections } from './courses.ts';
import { selfAssessments } from './diagnostics.ts';

/**
 * Scores are integer thousandths (0..1000 for an option or a question, the sum over questions for an attempt),
 * so that partial credit adds up exactly; the wire carries them as numbers from 0 to 1 (`score / 1000`).
 */

/**
 * A question of a quiz section or of a self-assessment (diagnostic): exactly one owner is set.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id').references(() => courseSections.id, { onDelete: 'cascade' }),
    selfAssessmentId: integer('self_assessment_id').references(() => selfAssessments.id, {
      onDelete: 'cascade',
    }),
    /** The specialty a diagnostic's question tests (its result scores per specialty); null for course quizzes. */
    specialtyId: integer('specialty_id').references(() => subjectSpecialties.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    feedback: text('feedback').notNull().default(''),
    /** A diagnostic written in English: its Thai text, shown to learners reading Thai (null: none). */
    titleTh: text('title_th'),
    feedbackTh: text('feedback_th'),
    isMultipleChoice: boolean('is_multiple_choice').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Deleted in a draft while learners still answer the course's approved version (their answers name it):
     * removed when the edit is approved.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('questions_section_idx').on(t.sectionId, t.sortOrder),
    index('questions_self_assessment_idx').on(t.selfAssessmentId, t.sortOrder),
    check('questions_has_owner', sql`num_nonnulls(${t.sectionId}, ${t.selfAssessmentId}) = 1`),
  ],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    feedback: text('feedback').notNull().default(''),
    /** Thai text of a diagnostic's option (see `questions.title_th`). */
    titleTh: text('title_th'),
    feedbackTh: text('feedback_th'),
    /** Thousandths: 0 wrong, 1000 right, in between partial credit. */
    scoreMilli: integer('score_milli').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('question_options_question_idx').on(t.questionId, t.sortOrder),
    check('question_options_score_range', sql`${t.scoreMilli} BETWEEN 0 AND 1000`),
  ],
);

/**
 * One attempt at a quiz: open until submitted (`finished_at`, the scores). A learner has at most one open
 * attempt per section. `section_id` is nullable for the same reason as the questions' (diagnostics later).
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sectionId: integer('section_id').references(() => courseSections.id, { onDelete: 'cascade' }),
    selfAssessmentId: integer('self_assessment_id').references(() => selfAssessments.id, {
      onDelete: 'cascade',
    }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The sum of the questions' scores, in thousandths (1500: one and a half questions right). */
    scoreRawMilli: integer('score_raw_milli'),
    /** 100 x raw / questions, rounded. */
    scorePercent: integer('score_percent'),
    /**
     * The order this attempt shows each question's options in: question id to option ids (answers name options
     * by id, so scoring never depends on it). Null: the author's order (diagnostics, attempts kept before).
     */
    optionOrder: jsonb('option_order').$type<Record<string, number[]>>(),
    /** When a timed attempt's limit runs out (`started_at` + the quiz's limit then); null: untimed. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** The answers saved while answering (the wire's shape): what counts when the limit runs out first. */
    savedAnswers: jsonb('saved_answers')
      .$type<Array<{ id: number; selected_options: number[] }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Closed by its time limit: scored with the answers saved before it. */
    timeLimitReached: boolean('time_limit_reached').notNull().default(false),
  },
  (t) => [
    index('quizzes_user_section_idx').on(t.userId, t.sectionId, t.startedAt),
    uniqueIndex('quizzes_one_open_key').on(t.userId, t.sectionId).where(sql`${t.finishedAt} IS NULL`),
    index('quizzes_user_self_assessment_idx').on(t.userId, t.selfAssessmentId, t.startedAt),
    uniqueIndex('quizzes_one_open_diagnostic_key')
      .on(t.userId, t.selfAssessmentId)
      .where(sql`${t.finishedAt} IS NULL`),
    // The sweep of timed attempts left open past their limit reads only these few rows.
    index('quizzes_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.finishedAt} IS NULL AND ${t.deadlineAt} IS NOT NULL`),
    check('quizzes_has_owner', sql`num_nonnulls(${t.sectionId}, ${t.selfAssessmentId}) = 1`),
    check(
      'quizzes_scored_when_finished',
      sql`(${t.finishedAt} IS NULL) = (${t.scoreRawMilli} IS NULL AND ${t.scorePercent} IS NULL)`,
    ),
  ],
);

/** What a learner chose for one question of a submitted quiz, and what it earned. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    selectedOptionIds: integer('selected_option_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Thousandths, 0..1000. */
    scoreMilli: integer('score_milli').notNull(),
  },
  (t) => [
    uniqueIndex('quiz_answers_quiz_question_key').on(t.quizId, t.questionId),
    index('quiz_answers_question_idx').on(t.questionId),
    check('quiz_answers_score_range', sql`${t.scoreMilli} BETWEEN 0 AND 1000`),
  ],
);
