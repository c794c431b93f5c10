import { MSG } from '@kru/contract';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import type { VersionQuestion } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { QuizPort, SectionQuiz } from '../courses/index.ts';
import { presentAttempt, presentQuestion } from './presenter.ts';
import { countQuestions, findAttempts, findSectionQuestions, openAttempt } from './repository.ts';

/**
 * A quiz section's questions and the viewer's attempts (newest first), for `GET /sections/{id}`: the approved
 * version's questions when the viewer reads it (see the port).
 */
async function sectionQuiz(
  q: Queryable,
  input: { sectionId: number; viewerId: number; withAnswers: boolean; approved?: VersionQuestion[] },
): Promise<SectionQuiz> {
  const [questions, attempts] = await Promise.all([
    input.approved ?? findSectionQuestions(q, input.sectionId),
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
  input: { sectionId: number; learnerId: number; at: Date; approved?: VersionQuestion[] },
): Promise<number> {
  const count = input.approved?.length ?? (await countQuestions(tx, input.sectionId));
  if (count === 0) throw AppError.conflict(MSG.quizHasNoQuestions);
  return openAttempt(tx, input.learnerId, input.sectionId, input.at);
}

/** What the course modules call for quiz sections (handed to them in modules/index.ts). */
export const quizPort: QuizPort = { sectionQuiz, startAttempt };
