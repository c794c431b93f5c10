import type { SubmitQuizBody } from '@kru/contract';
import type { Tx } from '../../platform/db/client.ts';
import type { VersionQuestion } from '../../platform/db/schema/index.ts';
import { recordSectionTaken } from '../course-learning/index.ts';
import type { OpenedSection, Viewer } from '../courses/index.ts';
import { answersThatFit, isPastLimit } from './attempt-rules.ts';
import { chosenOptions, questionScoreMilli, quizScore } from './policy.ts';
import {
  findOwnedQuestions,
  finishQuiz,
  lockQuestionRows,
  type QuestionOwner,
  type QuizRow,
} from './repository.ts';

/** The questions an attempt answers: a course quiz's section, or a diagnostic. */
export function ownerOf(quiz: Pick<QuizRow, 'sectionId' | 'selfAssessmentId'>): QuestionOwner {
  return quiz.sectionId !== null
    ? { sectionId: quiz.sectionId }
    : { selfAssessmentId: quiz.selfAssessmentId ?? 0 };
}

/**
 * The questions an attempt is graded against (inside `tx`): those of the approved version the learner reads, their
 * rows locked so that approving the edit cannot remove them from under the answers; when an approval already
 * removed some (the version is gone), the working copy's.
 */
export async function questionsToGrade(
  tx: Tx,
  owner: QuestionOwner,
  approved: VersionQuestion[] | undefined,
): Promise<VersionQuestion[]> {
  if (approved) {
    const ids = approved.map((question) => question.id);
    if ((await lockQuestionRows(tx, ids)) === ids.length) return approved;
  }
  return findOwnedQuestions(tx, owner);
}

export interface Grading {
  quizId: number;
  questions: VersionQuestion[];
  /** The answers that count: the submitted ones, or those saved before the time limit ran out. */
  answers: SubmitQuizBody['questions'];
  timeLimitReached: boolean;
  /** The course section the attempt is at (null for a diagnostic), opened by `actor`. */
  opened: OpenedSection | null;
  /** The learner whose attempt it is (who closes it: they, or the sweep of abandoned attempts for them). */
  actor: Viewer;
  tenantId: number | null;
  at: Date;
}

/**
 * Scores an open attempt once inside `tx` (its row locked by the caller): every question's answer (questions left
 * out score 0), and a course quiz's section marked taken through course-learning, which keeps progress,
 * completion and the creator reward.
 */
export async function gradeAttempt(tx: Tx, grading: Grading): Promise<void> {
  const { quizId, questions, opened, actor, tenantId, at } = grading;
  const chosen = chosenOptions(questions, grading.answers);
  const answers = questions.map((question) => {
    const selectedOptionIds = chosen.get(question.id) ?? [];
    return {
      questionId: question.id,
      selectedOptionIds,
      scoreMilli: questionScoreMilli(question, selectedOptionIds),
    };
  });
  const score = quizScore(answers.map((answer) => answer.scoreMilli));
  await finishQuiz(tx, quizId, score, answers, at, grading.timeLimitReached);
  if (opened) await recordSectionTaken(tx, opened, actor, tenantId, at);
}

/** Who closes an attempt, and where: the learner, at the course section they opened (null for a diagnostic). */
export type Closing = Pick<Grading, 'opened' | 'actor' | 'tenantId' | 'at'>;

/**
 * Closes an open attempt (locked by the caller) whose time limit ran out by `at` (and the grace after it), scored
 * with the answers saved before it; answers whether it did.
 */
export async function closeIfPastLimit(tx: Tx, locked: QuizRow, closing: Closing): Promise<boolean> {
  if (locked.finishedAt !== null || !isPastLimit(locked.deadlineAt, closing.at)) return false;
  const questions = await questionsToGrade(tx, ownerOf(locked), closing.opened?.approved?.questions);
  await gradeAttempt(tx, {
    ...closing,
    quizId: locked.id,
    questions,
    answers: answersThatFit(questions, locked.savedAnswers),
    timeLimitReached: true,
  });
  return true;
}
