import { MSG } from '@kru/contract';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import type { VersionQuestion } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { QuizPort, SectionQuiz, StartAttemptInput } from '../courses/index.ts';
import { attemptOptionOrder, deadlineOf } from './attempt-rules.ts';
import { closeIfPastLimit } from './grade-attempt.ts';
import { presentAttempt, presentQuestion } from './presenter.ts';
import {
  findAttempts,
  findOpenAttempt,
  findQuiz,
  findSectionQuestions,
  insertAttempt,
} from './repository.ts';

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

/**
 * The attempt `POST /sections/{id}/take` answers for a quiz section: the open one, or a new one. An open one
 * whose time limit ran out is closed first (scored with the answers saved in time) and a new one started. A new
 * attempt keeps the order it shows the options in (shuffled unless the author locked it) and its deadline.
 */
async function startAttempt(tx: Tx, input: StartAttemptInput): Promise<number> {
  const { opened, learner, at } = input;
  const { section } = opened;
  const questions = opened.approved?.questions ?? (await findSectionQuestions(tx, section.id));
  if (questions.length === 0) throw AppError.conflict(MSG.quizHasNoQuestions);
  const open = await findOpenAttempt(tx, learner.userId, section.id);
  const locked = open ? await findQuiz(tx, open.id, true) : undefined;
  if (locked && !(await closeIfPastLimit(tx, locked, { ...input, actor: learner }))) return locked.id;
  return insertAttempt(tx, {
    userId: learner.userId,
    sectionId: section.id,
    at,
    optionOrder: attemptOptionOrder(questions, section.quizLockOptionOrder),
    deadlineAt: deadlineOf(at, section.quizTimeLimitMinutes),
  });
}

/** What the course modules call for quiz sections (handed to them in modules/index.ts). */
export const quizPort: QuizPort = { sectionQuiz, startAttempt };
