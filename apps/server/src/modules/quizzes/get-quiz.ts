import type { Language, QuizResult } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { openSection } from '../courses/index.ts';
import { closedWhenPastLimit } from './close-expired.ts';
import { mayViewResult } from './policy.ts';
import { loadResult } from './quiz-result.ts';
import { findQuiz } from './repository.ts';

/**
 * `GET /quizzes/{id}`: a submitted attempt's result for the learner who took it, the course's author or an
 * admin (anyone else, or a course not visible on this tenant, a 404); an attempt still open is a 409, unless its
 * time limit ran out: read by its learner, it is then closed with the answers saved in time. A diagnostic's
 * attempt has no author: the learner and admins only.
 */
export async function getQuiz(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  quizId: number,
  language: Language,
): Promise<QuizResult> {
  const found = await findQuiz(ctx.db, quizId);
  if (!found || !mayViewResult(found, actor)) throw AppError.notFound();
  const tenantId = tenant?.id ?? null;
  const opened = found.sectionId !== null ? await openSection(ctx, actor, tenantId, found.sectionId) : null;
  const quiz = await closedWhenPastLimit(ctx, actor, tenantId, found, opened);
  // The pass mark of the course as this viewer reads it (its approved version for a learner while an edit waits).
  const shown = opened ? { ...quiz, passMarkPercent: opened.section.passMarkPercent } : quiz;
  return loadResult(ctx.db, shown, language, opened?.approved?.questions);
}
