import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/i18n.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { loadPlan } from './plan-state.ts';
import { mayHavePlans } from './policy.ts';
import { findLatestPlan } from './repository.ts';

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
  const latest = await findLatestPlan(ctx.db, actor.userId);
  if (!latest) return { plan: null };
  const diagnosticTitle = localized(latest, language);
  const learner = { userId: actor.userId, tenantId: tenant?.id ?? null };
  const plan = await loadPlan(ctx, { ...latest.plan, diagnosticTitle }, learner, language, false);
  return {
    plan: {
      id: plan.id,
      quiz_id: plan.quiz_id,
      diagnostic_title: plan.diagnostic_title,
      done_count: plan.done_count,
      total_count: plan.total_count,
    },
  };
}
