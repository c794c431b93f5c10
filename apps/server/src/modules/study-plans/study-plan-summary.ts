import type { Language } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { localized } from '../../platform/i18n.ts';
import { loadPlan } from './plan-state.ts';
import { findLatestPlan } from './repository.ts';

export interface StudyPlanSummary {
  id: number;
  quizId: number;
  diagnosticTitle: string;
  doneCount: number;
  totalCount: number;
  /** The specialties still under the mastery mark, weakest first. */
  open: string[];
}

/** A learner's latest plan in short (the home page's card, the parents' digest); null when they have none. */
export async function studyPlanSummary(
  ctx: AppContext,
  learner: { userId: number; tenantId: number | null },
  language: Language,
): Promise<StudyPlanSummary | null> {
  const latest = await findLatestPlan(ctx.db, learner.userId);
  if (!latest) return null;
  const diagnosticTitle = localized(latest, language);
  const plan = await loadPlan(ctx, { ...latest.plan, diagnosticTitle }, learner, language, false);
  return {
    id: plan.id,
    quizId: plan.quiz_id,
    diagnosticTitle: plan.diagnostic_title,
    doneCount: plan.done_count,
    totalCount: plan.total_count,
    open: plan.specialties.filter((specialty) => !specialty.closed).map((specialty) => specialty.title),
  };
}
