import { type Language, MSG, type QuizResult, type SubmitQuizBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { openSection } from '../courses/index.ts';
import { answersThatFit, isPastLimit } from './attempt-rules.ts';
import { gradeAttempt, ownerOf, questionsToGrade } from './grade-attempt.ts';
import { loadResult } from './quiz-result.ts';
import { findQuiz } from './repository.ts';

/**
 * `POST /quizzes/{id}/submit`: scores the learner's own open attempt once (409 after), stores every question's
 * answer (questions left out score 0), and marks the section taken. A learner reading the course's approved
 * version (an edit not approved yet) is graded against its questions. Past a timed attempt's limit (and its
 * grace) the body does not count: the attempt is scored with the answers saved before the limit. Anyone else's
 * attempt is a 404; a section the learner may no longer open a 404 or 403 like reading it. A diagnostic's
 * attempt is scored the same way and touches no course.
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
  const tenantId = tenant?.id ?? null;
  const opened = quiz.sectionId !== null ? await openSection(ctx, actor, tenantId, quiz.sectionId) : null;
  const approved = opened?.approved?.questions;
  const graded = await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const locked = await findQuiz(tx, quizId, true);
    if (!locked) throw AppError.notFound();
    if (locked.finishedAt !== null) throw AppError.conflict(MSG.quizAlreadySubmitted);
    const questions = await questionsToGrade(tx, ownerOf(locked), approved);
    if (questions.length === 0) throw AppError.conflict(MSG.quizHasNoQuestions);
    const late = isPastLimit(locked.deadlineAt, at);
    const answers = late ? answersThatFit(questions, locked.savedAnswers) : body.questions;
    await gradeAttempt(tx, {
      quizId,
      questions,
      answers,
      timeLimitReached: late,
      opened,
      actor,
      tenantId,
      at,
    });
    return questions;
  });
  const finished = await findQuiz(ctx.db, quizId);
  if (!finished) throw AppError.notFound();
  const shown = opened ? { ...finished, passMarkPercent: opened.section.passMarkPercent } : finished;
  return loadResult(ctx.db, shown, language, graded === approved ? approved : undefined);
}
