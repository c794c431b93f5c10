import { MSG, type QuizResult } from '@kru/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { presentResult } from './presenter.ts';
import { findAnswers, findSectionQuestions, type QuizRow } from './repository.ts';

/** A submitted attempt's result (409 while it is still open). */
export async function loadResult(q: Queryable, quiz: QuizRow): Promise<QuizResult> {
  const { finishedAt, scoreRawMilli, scorePercent, sectionId } = quiz;
  if (finishedAt === null || scoreRawMilli === null || scorePercent === null || sectionId === null) {
    throw AppError.conflict(MSG.quizNotSubmitted);
  }
  const [questions, answers] = await Promise.all([
    findSectionQuestions(q, sectionId),
    findAnswers(q, quiz.id),
  ]);
  return presentResult({ ...quiz, finishedAt, scoreRawMilli, scorePercent }, questions, answers);
}
