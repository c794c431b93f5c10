import type { Language, QuizAttemptView } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { openSection } from '../courses/index.ts';
import { closedWhenPastLimit } from './close-expired.ts';
import { ownerOf } from './grade-attempt.ts';
import { presentAttemptView } from './presenter.ts';
import { findOwnedQuestions, findQuiz } from './repository.ts';

/**
 * `GET /quizzes/{id}/attempt`: the learner's own attempt to answer (anyone else's a 404): its questions with the
 * options in this attempt's order, the answers saved so far, and its deadline. An attempt whose time limit ran
 * out is closed first (its `finished_at` then set): the page shows its result.
 */
export async function getAttempt(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  quizId: number,
  language: Language,
): Promise<QuizAttemptView> {
  const found = await findQuiz(ctx.db, quizId);
  if (!found || found.userId !== actor.userId) throw AppError.notFound();
  const tenantId = tenant?.id ?? null;
  const opened = found.sectionId !== null ? await openSection(ctx, actor, tenantId, found.sectionId) : null;
  const quiz = await closedWhenPastLimit(ctx, actor, tenantId, found, opened);
  const questions =
    opened?.approved?.questions ?? (await findOwnedQuestions(ctx.db, ownerOf(quiz), false, language));
  return presentAttemptView(quiz, questions, ctx.clock.now(), language);
}
