import { MSG } from '@kru/contract';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { QuizPort, SectionQuiz } from '../courses/index.ts';
import { presentAttempt, presentQuestion } from './presenter.ts';
import { countQuestions, findAttempts, findSectionQuestions, openAttempt } from './repository.ts';

/** A quiz section's questions and the viewer's attempts (newest first), for `GET /sections/{id}`. */
async function sectionQuiz(
  q: Queryable,
  input: { sectionId: number; viewerId: number; withAnswers: boolean },
): Promise<SectionQuiz> {
  const [questions, attempts] = await Promise.all([
    findSectionQuestions(q, input.sectionId),
    findAttempts(q, input.viewerId, input.sectionId),
  ]);
  return {
    questions: questions.map((question) => presentQuestion(question, input.withAnswers)),
    quizzes: attempts.map(presentAttempt),
  };
}

/** The attempt `POST /sections/{id}/take` answers for a quiz section: the open one, or a new one. */
async function startAttempt(
  tx: Tx,
  input: { sectionId: number; learnerId: number; at: Date },
): Promise<number> {
  if ((await countQuestions(tx, input.sectionId)) === 0) throw AppError.conflict(MSG.quizHasNoQuestions);
  return openAttempt(tx, input.learnerId, input.sectionId, input.at);
}

/** What the course modules call for quiz sections (handed to them in modules/index.ts). */
export const quizPort: QuizPort = { sectionQuiz, startAttempt };
