import { DIAGNOSTIC_LIMITS, type Language, STUDY_PLAN_LIMITS, type StudyPlan } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { localized } from '../../platform/i18n.ts';
import { findQuiz, loadResult } from '../quizzes/index.ts';
import { isClosed, planProgress } from './policy.ts';
import { presentPlan, presentTutor } from './presenter.ts';
import {
  findLaterAttemptId,
  findPlanSections,
  findPlanTutors,
  findSpecialtyTitles,
  type PlanRow,
} from './repository.ts';

/**
 * Each specialty's score in the learner's latest attempt after the plan's result (before `beforeQuizId` when
 * given); empty when there is none.
 */
export async function latestScores(
  ctx: AppContext,
  plan: PlanRow,
  language: Language,
  beforeQuizId?: number,
) {
  const laterId = await findLaterAttemptId(ctx.db, { ...plan, afterQuizId: plan.quizId, beforeQuizId });
  const later = laterId === undefined ? undefined : await findQuiz(ctx.db, laterId);
  if (!later) return new Map<number, number>();
  const result = await loadResult(ctx.db, later, language);
  return new Map((result.specialty_scores ?? []).map((score) => [score.specialty_id, score.score_percent]));
}

/** Whether every specialty of the plan is closed by those latest scores. */
export function allClosed(plan: PlanRow, latest: Map<number, number>): boolean {
  const mastery = DIAGNOSTIC_LIMITS.masteryPercent;
  return plan.specialties.every((specialty) => isClosed(latest.get(specialty.specialtyId) ?? null, mastery));
}

/**
 * The plan as it stands: each weak specialty with its sections in the tenant's catalogue (taken or not), whether a
 * later attempt closed it, and (`withTutors`) the tutors who list it with their next free hour.
 */
export async function loadPlan(
  ctx: AppContext,
  plan: PlanRow & { diagnosticTitle: string },
  learner: { userId: number; tenantId: number | null },
  language: Language,
  withTutors: boolean,
): Promise<StudyPlan> {
  const ids = plan.specialties.map((specialty) => specialty.specialtyId);
  const [latest, titles, sections] = await Promise.all([
    latestScores(ctx, plan, language),
    findSpecialtyTitles(ctx.db, ids),
    findPlanSections(ctx.db, ids, learner, STUDY_PLAN_LIMITS.sectionsPerSpecialty),
  ]);
  const now = ctx.clock.now();
  const mastery = DIAGNOSTIC_LIMITS.masteryPercent;
  const specialties = await Promise.all(
    plan.specialties.map(async ({ specialtyId, percent }) => {
      const title = titles.find((row) => row.id === specialtyId);
      const tutors = withTutors
        ? await findPlanTutors(
            ctx.db,
            specialtyId,
            learner.tenantId,
            now,
            STUDY_PLAN_LIMITS.tutorsPerSpecialty,
          )
        : [];
      const latestPercent = latest.get(specialtyId) ?? null;
      return {
        specialty_id: specialtyId,
        title: title ? localized(title, language) : '',
        start_percent: percent,
        latest_percent: latestPercent,
        closed: isClosed(latestPercent, mastery),
        sections: sections
          .filter((section) => section.specialty_id === specialtyId)
          .map(({ specialty_id: _specialty, ...section }) => section),
        tutors: await Promise.all(
          tutors.map(async (tutor) =>
            presentTutor(tutor, tutor.avatar_key ? await ctx.storage.signDownload(tutor.avatar_key) : null),
          ),
        ),
      };
    }),
  );
  return presentPlan(plan, specialties, planProgress(specialties));
}
