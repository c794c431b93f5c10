import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { mayHavePlans } from './policy.ts';
import { studyPlanSummary } from './study-plan-summary.ts';

/**
 * `GET /study-plans/current`: the learner's latest plan in short (steps done of all), for the home page; null when
 * they have none. Students only (403).
 */
export async function currentStudyPlan(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  language: Language,
) {
  if (!mayHavePlans(actor)) throw AppError.forbidden();
  const plan = await studyPlanSummary(ctx, { userId: actor.userId, tenantId: tenant?.id ?? null }, language);
  if (!plan) return { plan: null };
  return {
    plan: {
      id: plan.id,
      quiz_id: plan.quizId,
      diagnostic_title: plan.diagnosticTitle,
      done_count: plan.doneCount,
      total_count: plan.totalCount,
    },
  };
}
