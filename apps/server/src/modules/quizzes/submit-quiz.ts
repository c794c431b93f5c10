import { type Language, MSG, type QuizResult, type SubmitQuizBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/client.ts';
import type { VersionQuestion } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { recordSectionTaken } from '../course-learning/index.ts';
import { openSection } from '../courses/index.ts';
import { chosenOptions, questionScoreMilli, quizScore } from './policy.ts';
import { loadResult } from './quiz-result.ts';
import {
  findOwnedQuestions,
  findQuiz,
  finishQuiz,
  lockQuestionRows,
  type QuestionOwner,
} from './repository.ts';

/**
 * `POST /quizzes/{id}/submit`: scores the learner's own open attempt once (409 after), stores every question's
 * answer (questions left out score 0), and marks the section taken through course-learning, which keeps
 * progress, completion and the creator reward. A learner reading the course's approved version (an edit not approved yet)
 * is graded against its questions. Anyone else's attempt is a 404; a section the learner may no longer open a
 * 404 or 403 like reading it. A diagnostic's attempt is scored the same way and touches no course.
 */
export async function submitQuiz(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  quizId: number,
  body: SubmitQuizBody,
  language: Language,
): Promise<QuizResult> {
  const quiz = await findQuiz(ctx.db, quizId);
  if (!quiz || quiz.userId !== actor.userId) throw AppError.notFound();
  const { sectionId, selfAssessmentId } = quiz;
  const owner: QuestionOwner =
    sectionId !== null ? { sectionId } : { selfAssessmentId: selfAssessmentId ?? 0 };
  const tenantId = tenant?.id ?? null;
  const opened = sectionId !== null ? await openSection(ctx, actor, tenantId, sectionId) : null;
  const approved = opened?.approved?.questions;
  const graded = await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const locked = await findQuiz(tx, quizId, true);
    if (!locked) throw AppError.notFound();
    if (locked.finishedAt !== null) throw AppError.conflict(MSG.quizAlreadySubmitted);
    const questions = await questionsToGrade(tx, owner, approved);
    if (questions.length === 0) throw AppError.conflict(MSG.quizHasNoQuestions);
    const chosen = chosenOptions(questions, body.questions);
    const answers = questions.map((question) => {
      const selectedOptionIds = chosen.get(question.id) ?? [];
      return {
        questionId: question.id,
        selectedOptionIds,
        scoreMilli: questionScoreMilli(question, selectedOptionIds),
      };
    });
    await finishQuiz(tx, quizId, quizScore(answers.map((answer) => answer.scoreMilli)), answers, at);
    if (opened) await recordSectionTaken(tx, opened, actor, tenantId, at);
    return questions;
  });
  const finished = await findQuiz(ctx.db, quizId);
  if (!finished) throw AppError.notFound();
  const shown = opened ? { ...finished, passMarkPercent: opened.section.passMarkPercent } : finished;
  return loadResult(ctx.db, shown, language, graded === approved ? approved : undefined);
}

/**
 * The questions an attempt is graded against (inside `tx`): those of the approved version the learner reads, their
 * rows locked so that approving the edit cannot remove them from under the answers; when an approval already
 * removed some (the version is gone), the working copy's.
 */
async function questionsToGrade(
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
