import type { Language } from '@kru/contract';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  courseChapters,
  courseSections,
  courses,
  questionOptions,
  questions,
  quizAnswers,
  quizzes,
  selfAssessments,
  specialtyStudyTopics,
  subjectSpecialties,
  users,
} from '../../platform/db/schema/index.ts';

// Questions

/** The owner of a set of questions: a quiz section or a self-assessment (diagnostic). */
export type QuestionOwner = { sectionId: number } | { selfAssessmentId: number };

const ownedBy = (owner: QuestionOwner) =>
  'sectionId' in owner
    ? eq(questions.sectionId, owner.sectionId)
    : eq(questions.selfAssessmentId, owner.selfAssessmentId);

/** Not deleted in a draft (see `questions.deleted_at`): the working copy's questions. */
const live = isNull(questions.deletedAt);

/** A section's questions in order, each with its options in order. */
export function findSectionQuestions(q: Queryable, sectionId: number) {
  return findOwnedQuestions(q, { sectionId });
}

/** A text column, or in Thai its translation where one is stored (diagnostics written in English). */
function translated(column: AnyPgColumn, thai: AnyPgColumn, language: Language) {
  return language === 'th' ? sql<string>`coalesce(${thai}, ${column})` : sql<string>`${column}`;
}

/**
 * A section's or a diagnostic's questions in order, each with its options in order; `withDeleted` adds those
 * deleted in a draft while learners read the approved version (a submitted attempt's result still shows them).
 * In Thai, texts with a Thai translation (the English-written diagnostics) are given in Thai.
 */
export async function findOwnedQuestions(
  q: Queryable,
  owner: QuestionOwner,
  withDeleted = false,
  language: Language = 'en',
) {
  const rows = await q
    .select({
      id: questions.id,
      title: translated(questions.title, questions.titleTh, language),
      feedback: translated(questions.feedback, questions.feedbackTh, language),
      isMultipleChoice: questions.isMultipleChoice,
      sortOrder: questions.sortOrder,
      specialtyId: questions.specialtyId,
    })
    .from(questions)
    .where(withDeleted ? ownedBy(owner) : and(ownedBy(owner), live))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  const options = rows.length
    ? await q
        .select({
          id: questionOptions.id,
          questionId: questionOptions.questionId,
          title: translated(questionOptions.title, questionOptions.titleTh, language),
          feedback: translated(questionOptions.feedback, questionOptions.feedbackTh, language),
          scoreMilli: questionOptions.scoreMilli,
        })
        .from(questionOptions)
        .where(
          inArray(
            questionOptions.questionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(questionOptions.sortOrder), asc(questionOptions.id))
    : [];
  return rows.map((row) => ({ ...row, options: options.filter((option) => option.questionId === row.id) }));
}
export type QuestionRow = Awaited<ReturnType<typeof findOwnedQuestions>>[number];

/** A question of the working copy with the section that owns it. */
export async function findQuestionOwner(q: Queryable, questionId: number) {
  const [row] = await q
    .select({ id: questions.id, sectionId: questions.sectionId })
    .from(questions)
    .where(and(eq(questions.id, questionId), live))
    .limit(1);
  return row;
}

export async function maxQuestionOrder(tx: Tx, sectionId: number): Promise<number | null> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${questions.sortOrder})` })
    .from(questions)
    .where(and(eq(questions.sectionId, sectionId), live));
  return row?.max ?? null;
}

export interface QuestionFields {
  title: string;
  feedback: string;
  isMultipleChoice: boolean;
}

export interface OptionFields {
  title: string;
  feedback: string;
  scoreMilli: number;
}

export async function insertQuestion(
  tx: Tx,
  question: QuestionFields & { sectionId: number; sortOrder: number },
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(questions)
    .values({ ...question, createdAt: at, updatedAt: at })
    .returning({ id: questions.id });
  return row!.id;
}

export async function updateQuestion(tx: Tx, questionId: number, fields: QuestionFields, at: Date) {
  await tx
    .update(questions)
    .set({ ...fields, updatedAt: at })
    .where(eq(questions.id, questionId));
}

/**
 * Writes a question's options in the order given. The rows already there are updated in place by position (their
 * ids, which past answers name, survive an edit of their text or score); extra ones are added, surplus removed.
 */
export async function replaceOptions(tx: Tx, questionId: number, options: OptionFields[]) {
  const existing = await tx
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId))
    .orderBy(asc(questionOptions.sortOrder), asc(questionOptions.id));
  for (const [index, option] of options.entries()) {
    const row = existing[index];
    if (row) {
      await tx
        .update(questionOptions)
        .set({ ...option, sortOrder: index + 1 })
        .where(eq(questionOptions.id, row.id));
    } else {
      await tx.insert(questionOptions).values({ ...option, questionId, sortOrder: index + 1 });
    }
  }
  const surplus = existing.slice(options.length).map((row) => row.id);
  if (surplus.length) await tx.delete(questionOptions).where(inArray(questionOptions.id, surplus));
}

export async function deleteQuestion(tx: Tx, questionId: number) {
  await tx.delete(questions).where(eq(questions.id, questionId));
}

/** Marks a question deleted: kept for learners answering the approved version (see `questions.deleted_at`). */
export async function markQuestionDeleted(tx: Tx, questionId: number, at: Date) {
  await tx.update(questions).set({ deletedAt: at }).where(eq(questions.id, questionId));
}

/** Renumbers a section's questions 1..n in their current order (after a deletion; those marked deleted left be). */
export async function renumberQuestions(tx: Tx, sectionId: number) {
  await tx.execute(sql`
    UPDATE questions SET sort_order = ranked.n
    FROM (SELECT id, row_number() OVER (ORDER BY sort_order, id) AS n FROM questions
      WHERE section_id = ${sectionId} AND deleted_at IS NULL) AS ranked
    WHERE questions.id = ranked.id`);
}

/** Locks the questions' rows against deletion until the transaction ends; answers how many still exist. */
export async function lockQuestionRows(tx: Tx, questionIds: number[]): Promise<number> {
  if (questionIds.length === 0) return 0;
  const rows = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(inArray(questions.id, questionIds))
    .for('key share');
  return rows.length;
}

export async function countQuestions(q: Queryable, sectionId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .where(and(eq(questions.sectionId, sectionId), live));
  return row?.n ?? 0;
}

// Attempts

/** A learner's attempts at a section, newest first. */
export function findAttempts(q: Queryable, userId: number, sectionId: number) {
  return q
    .select({
      id: quizzes.id,
      scorePercent: quizzes.scorePercent,
      startedAt: quizzes.startedAt,
      finishedAt: quizzes.finishedAt,
    })
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), eq(quizzes.sectionId, sectionId)))
    .orderBy(desc(quizzes.startedAt), desc(quizzes.id));
}

/** The learner's open attempt at the section, if any, locked for the transaction (one open at most: the index). */
export async function findOpenAttempt(tx: Tx, userId: number, sectionId: number) {
  const [row] = await tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), eq(quizzes.sectionId, sectionId), isNull(quizzes.finishedAt)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Starts the learner's attempt at the section with the option order it shows and its deadline; when another
 * request started one meanwhile (the index allows one open), answers that one.
 */
export async function insertAttempt(
  tx: Tx,
  attempt: {
    userId: number;
    sectionId: number;
    at: Date;
    optionOrder: Record<string, number[]>;
    deadlineAt: Date | null;
  },
): Promise<number> {
  const { userId, sectionId, at, optionOrder, deadlineAt } = attempt;
  await tx.execute(sql`
    INSERT INTO quizzes (user_id, section_id, started_at, option_order, deadline_at)
    VALUES (${userId}, ${sectionId}, ${at}, ${JSON.stringify(optionOrder)}::jsonb, ${deadlineAt})
    ON CONFLICT (user_id, section_id) WHERE finished_at IS NULL DO NOTHING`);
  const [row] = await tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), eq(quizzes.sectionId, sectionId), isNull(quizzes.finishedAt)))
    .limit(1);
  if (!row) throw new Error(`open quiz of ${userId} at section ${sectionId} vanished`);
  return row.id;
}

/**
 * Open timed attempts whose deadline is before `cutoff` (oldest first, at most `limit`), with their learner: who
 * they are and the tenant they answer on (a learner's requests are only ever on their own).
 */
export function findAbandonedAttempts(q: Queryable, cutoff: Date, limit: number) {
  return q
    .select({
      id: quizzes.id,
      sectionId: quizzes.sectionId,
      userId: quizzes.userId,
      role: users.role,
      tenantId: users.subdomainId,
    })
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.userId))
    .where(and(isNull(quizzes.finishedAt), lt(quizzes.deadlineAt, cutoff)))
    .orderBy(asc(quizzes.deadlineAt), asc(quizzes.id))
    .limit(limit);
}

/** Keeps the answers chosen so far on an open attempt (what counts if its time limit runs out). */
export async function saveAnswers(
  tx: Tx,
  quizId: number,
  answers: Array<{ id: number; selected_options: number[] }>,
) {
  await tx.update(quizzes).set({ savedAnswers: answers }).where(eq(quizzes.id, quizId));
}

/** A quiz section's settings: option order locked or shuffled, and the time limit. */
export async function updateQuizSettings(
  tx: Tx,
  sectionId: number,
  settings: { quizLockOptionOrder: boolean; quizTimeLimitMinutes: number | null },
  at: Date,
) {
  await tx
    .update(courseSections)
    .set({ ...settings, updatedAt: at })
    .where(eq(courseSections.id, sectionId));
}

/**
 * An attempt with its owner: a course quiz's section and the course's author, or a diagnostic's titles (the
 * author then null); `forUpdate` locks it for the transaction.
 */
export async function findQuiz(q: Queryable, quizId: number, forUpdate = false) {
  const query = q
    .select({
      id: quizzes.id,
      userId: quizzes.userId,
      sectionId: quizzes.sectionId,
      sectionTitle: courseSections.title,
      /** The working copy's; a learner reading the approved version is shown its own (see the use cases). */
      passMarkPercent: courseSections.passMarkPercent,
      courseId: courseChapters.courseId,
      authorId: courses.tutorId,
      selfAssessmentId: quizzes.selfAssessmentId,
      diagnosticTitleEn: selfAssessments.titleEn,
      diagnosticTitleTh: selfAssessments.titleTh,
      startedAt: quizzes.startedAt,
      finishedAt: quizzes.finishedAt,
      scoreRawMilli: quizzes.scoreRawMilli,
      scorePercent: quizzes.scorePercent,
      optionOrder: quizzes.optionOrder,
      deadlineAt: quizzes.deadlineAt,
      savedAnswers: quizzes.savedAnswers,
      timeLimitReached: quizzes.timeLimitReached,
    })
    .from(quizzes)
    .leftJoin(courseSections, eq(courseSections.id, quizzes.sectionId))
    .leftJoin(courseChapters, eq(courseChapters.id, courseSections.chapterId))
    .leftJoin(courses, eq(courses.id, courseChapters.courseId))
    .leftJoin(selfAssessments, eq(selfAssessments.id, quizzes.selfAssessmentId))
    .where(eq(quizzes.id, quizId))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: quizzes }) : await query;
  return row;
}
export type QuizRow = NonNullable<Awaited<ReturnType<typeof findQuiz>>>;

export async function finishQuiz(
  tx: Tx,
  quizId: number,
  score: { rawMilli: number; percent: number },
  answers: Array<{ questionId: number; selectedOptionIds: number[]; scoreMilli: number }>,
  at: Date,
  timeLimitReached: boolean,
) {
  if (answers.length) await tx.insert(quizAnswers).values(answers.map((answer) => ({ ...answer, quizId })));
  await tx
    .update(quizzes)
    .set({ finishedAt: at, scoreRawMilli: score.rawMilli, scorePercent: score.percent, timeLimitReached })
    .where(eq(quizzes.id, quizId));
}

export function findAnswers(q: Queryable, quizId: number) {
  return q
    .select({
      questionId: quizAnswers.questionId,
      selectedOptionIds: quizAnswers.selectedOptionIds,
      scoreMilli: quizAnswers.scoreMilli,
    })
    .from(quizAnswers)
    .where(eq(quizAnswers.quizId, quizId));
}

/** The specialties a diagnostic's questions test, with their study topics, in catalogue order. */
export async function findSpecialtiesWithTopics(q: Queryable, specialtyIds: number[]) {
  if (specialtyIds.length === 0) return { specialties: [], topics: [] };
  const [specialties, topics] = await Promise.all([
    q
      .select({
        id: subjectSpecialties.id,
        titleEn: subjectSpecialties.titleEn,
        titleTh: subjectSpecialties.titleTh,
      })
      .from(subjectSpecialties)
      .where(inArray(subjectSpecialties.id, specialtyIds))
      .orderBy(asc(subjectSpecialties.sortOrder), asc(subjectSpecialties.id)),
    q
      .select({
        id: specialtyStudyTopics.id,
        specialtyId: specialtyStudyTopics.specialtyId,
        titleEn: specialtyStudyTopics.titleEn,
        titleTh: specialtyStudyTopics.titleTh,
      })
      .from(specialtyStudyTopics)
      .where(inArray(specialtyStudyTopics.specialtyId, specialtyIds))
      .orderBy(asc(specialtyStudyTopics.sortOrder), asc(specialtyStudyTopics.id)),
  ]);
  return { specialties, topics };
}
export type SpecialtiesWithTopics = Awaited<ReturnType<typeof findSpecialtiesWithTopics>>;
