import { MSG, type Question, type QuestionBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { beginEdit } from '../course-authoring/index.ts';
import { findSection } from '../courses/index.ts';
import { toMilli } from './policy.ts';
import { presentQuestion } from './presenter.ts';
import { findSectionQuestions, type OptionFields, type QuestionFields } from './repository.ts';

/**
 * Starts an edit of a quiz section's questions inside `tx`, with the rules of every course edit (see
 * course-authoring's `beginEdit`): the caller's own course (404 otherwise), 409 while under review, approved or
 * rejected back to draft. A section that is not a quiz is a 409. Answers the section's course.
 */
export async function beginQuizEdit(tx: Tx, actor: Actor, sectionId: number, at: Date): Promise<number> {
  const section = await findSection(tx, sectionId);
  if (!section) throw AppError.notFound();
  await beginEdit(tx, actor, section.courseId, at);
  if (section.type !== 'quiz') throw AppError.conflict(MSG.sectionNotQuiz);
  return section.courseId;
}

/** The body's question and options as stored (scores in thousandths). */
export function questionFields(body: QuestionBody): { question: QuestionFields; options: OptionFields[] } {
  return {
    question: { title: body.title, feedback: body.feedback, isMultipleChoice: body.is_multiple_choice },
    options: body.options.map((option) => ({
      title: option.title,
      feedback: option.feedback,
      scoreMilli: toMilli(option.score),
    })),
  };
}

/** One question as its author sees it after an edit. */
export async function loadAuthorQuestion(
  q: Queryable,
  sectionId: number,
  questionId: number,
): Promise<Question> {
  const question = (await findSectionQuestions(q, sectionId)).find((row) => row.id === questionId);
  if (!question) throw AppError.notFound();
  return presentQuestion(question, true);
}
