import { MSG, type SubmitQuizBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { openSection } from '../courses/index.ts';
import { closeIfPastLimit, ownerOf, questionsToGrade } from './grade-attempt.ts';
import { chosenOptions } from './policy.ts';
import { findQuiz, saveAnswers } from './repository.ts';

/**
 * `PUT /quizzes/{id}/answers`: keeps the answers chosen so far on the learner's own open attempt (checked like a
 * submission: 422 for a question or option not in the quiz), so that a timed attempt whose limit runs out is
 * scored with them. Past the limit (and its grace) nothing is saved: the attempt is closed with what was saved
 * before, and the answer is a 409 `quiz_time_up`. A submitted attempt is a 409, anyone else's a 404.
 */
export async function saveQuizAnswers(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  quizId: number,
  body: SubmitQuizBody,
): Promise<{ saved_at: string }> {
  const quiz = await findQuiz(ctx.db, quizId);
  if (!quiz || quiz.userId !== actor.userId) throw AppError.notFound();
  const tenantId = tenant?.id ?? null;
  const opened = quiz.sectionId !== null ? await openSection(ctx, actor, tenantId, quiz.sectionId) : null;
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const locked = await findQuiz(tx, quizId, true);
    if (!locked) throw AppError.notFound();
    if (locked.finishedAt !== null) throw AppError.conflict(MSG.quizAlreadySubmitted);
    // The closing must commit, so the 409 is answered after the transaction.
    if (await closeIfPastLimit(tx, locked, { opened, actor, tenantId, at })) return 'time_up' as const;
    const questions = await questionsToGrade(tx, ownerOf(locked), opened?.approved?.questions);
    const chosen = chosenOptions(questions, body.questions);
    const answers = [...chosen].flatMap(([id, selected]) =>
      selected.length ? [{ id, selected_options: selected }] : [],
    );
    await saveAnswers(tx, quizId, answers);
    return at;
  });
  if (outcome === 'time_up') throw AppError.conflict(MSG.quizTimeUp);
  return { saved_at: outcome.toISOString() };
}
