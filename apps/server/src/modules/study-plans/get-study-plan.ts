import { DIAGNOSTIC_LIMITS, type Language, MSG, type StudyPlan } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/i18n.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findQuiz, loadResult } from '../quizzes/index.ts';
import { allClosed, latestScores, loadPlan } from './plan-state.ts';
import { mayHavePlans, shouldBuild, weakestFirst } from './policy.ts';
import { findPlan, upsertPlan } from './repository.ts';

/**
 * `GET /diagnostics/results/{id}/study-plan`: the learner's study plan for the diagnostic of this result. The first
 * result with weak specialties builds it (weakest first); later results only track it (sections taken tick off, a
 * retake at the threshold closes a specialty) until every specialty is closed, when a newer result with weak
 * specialties builds a new one. Null when no plan is needed. Only the learner who took it: anyone else, a course
 * quiz or an unknown result is a 404; a result still open a 409.
 */
export async function getStudyPlan(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  quizId: number,
  language: Language,
): Promise<{ plan: StudyPlan | null }> {
  const quiz = await findQuiz(ctx.db, quizId);
  if (!quiz || !mayHavePlans(actor) || quiz.userId !== actor.userId || quiz.selfAssessmentId === null) {
    throw AppError.notFound();
  }
  if (quiz.finishedAt === null) throw AppError.conflict(MSG.quizNotSubmitted);
  const selfAssessmentId = quiz.selfAssessmentId;
  let plan = await findPlan(ctx.db, actor.userId, selfAssessmentId);
  // Whether the plan was done by the attempts before this result (this result may open weak specialties again).
  const closedBefore = plan && allClosed(plan, await latestScores(ctx, plan, language, quiz.id));
  const current = plan && { quizId: plan.quizId, allClosed: Boolean(closedBefore) };
  const result = await loadResult(ctx.db, quiz, language);
  const weak = weakestFirst(result.specialty_scores ?? [], DIAGNOSTIC_LIMITS.masteryPercent);
  if (shouldBuild(current, quiz.id, weak.length)) {
    const at = ctx.clock.now();
    await upsertPlan(ctx.db, {
      userId: actor.userId,
      selfAssessmentId,
      quizId: quiz.id,
      specialties: weak,
      at,
    });
    plan = await findPlan(ctx.db, actor.userId, selfAssessmentId);
  }
  if (!plan) return { plan: null };
  const diagnosticTitle = localized(
    { titleEn: quiz.diagnosticTitleEn ?? '', titleTh: quiz.diagnosticTitleTh ?? '' },
    language,
  );
  const learner = { userId: actor.userId, tenantId: tenant?.id ?? null };
  return { plan: await loadPlan(ctx, { ...plan, diagnosticTitle }, learner, language, true) };
}
