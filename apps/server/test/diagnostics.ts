import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../src/platform/context.ts';
import {
  questionOptions,
  questions,
  selfAssessments,
  subjectSpecialties,
} from '../src/platform/db/schema/index.ts';

/** One question of a seeded diagnostic as the tests need it: its specialty, its right option, its wrong ones. */
export interface KeyedQuestion {
  id: number;
  specialty: string;
  right: number;
  wrong: number[];
}

/**
 * A seeded diagnostic (by code) with its answer key, read straight from the database: its id, minutes, and its
 * questions in order, each with the English title of its specialty.
 */
export async function diagnosticKey(ctx: AppContext, code: string) {
  const [diagnostic] = await ctx.db
    .select({ id: selfAssessments.id, minutes: selfAssessments.minutes })
    .from(selfAssessments)
    .where(eq(selfAssessments.code, code));
  if (!diagnostic) throw new Error(`no diagnostic ${code}`);
  const rows = await ctx.db
    .select({
      questionId: questions.id,
      specialty: subjectSpecialties.titleEn,
      optionId: questionOptions.id,
      scoreMilli: questionOptions.scoreMilli,
    })
    .from(questions)
    .innerJoin(questionOptions, eq(questionOptions.questionId, questions.id))
    .innerJoin(subjectSpecialties, eq(subjectSpecialties.id, questions.specialtyId))
    .where(eq(questions.selfAssessmentId, diagnostic.id))
    .orderBy(asc(questions.sortOrder), asc(questionOptions.sortOrder));
  const byQuestion = new Map<number, KeyedQuestion>();
  for (const row of rows) {
    const question = byQuestion.get(row.questionId) ?? {
      id: row.questionId,
      specialty: row.specialty,
      right: 0,
      wrong: [],
    };
    if (row.scoreMilli === 1000) question.right = row.optionId;
    else question.wrong.push(row.optionId);
    byQuestion.set(row.questionId, question);
  }
  return { ...diagnostic, questions: [...byQuestion.values()] };
}

/** Answers naming the right option of the questions `isRight` picks and a wrong one of the others. */
export function answersFor(
  key: KeyedQuestion[],
  isRight: (question: KeyedQuestion, index: number) => boolean,
) {
  return key.map((question, index) => ({
    id: question.id,
    selected_options: [isRight(question, index) ? question.right : question.wrong[0]!],
  }));
}
