import { DIAGNOSTIC_LIMITS, type StudyPlan } from '@kru/contract';
import { fullName } from '../../platform/person-name.ts';
import type { PlanRow, PlanSectionRow, PlanTutorRow } from './repository.ts';

type PlanSpecialty = StudyPlan['specialties'][number];

/** A recommended tutor: name, avatar, the subject to book and its price, and the next free hour's two slots. */
export function presentTutor(row: PlanTutorRow, avatarUrl: string | null): PlanSpecialty['tutors'][number] {
  const free =
    row.first_slot_id !== null && row.second_slot_id !== null && row.starting_at && row.ending_at
      ? {
          starting_at: new Date(row.starting_at).toISOString(),
          ending_at: new Date(row.ending_at).toISOString(),
          availability_ids: [row.first_slot_id, row.second_slot_id],
        }
      : null;
  return {
    id: row.id,
    full_name: fullName({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
    avatar_url: avatarUrl,
    subject_id: row.subject_id,
    price_per_hour: row.price_per_hour_pence / 100,
    next_free: free,
  };
}

export function presentSection(row: Omit<PlanSectionRow, 'specialty_id'>): PlanSpecialty['sections'][number] {
  return {
    id: row.id,
    title: row.title,
    course_id: row.course_id,
    course_title: row.course_title,
    course_type: row.course_type,
    done: row.done,
  };
}

export function presentPlan(
  plan: PlanRow & { diagnosticTitle: string },
  specialties: PlanSpecialty[],
  progress: { done: number; total: number },
): StudyPlan {
  return {
    id: plan.id,
    self_assessment_id: plan.selfAssessmentId,
    quiz_id: plan.quizId,
    diagnostic_title: plan.diagnosticTitle,
    built_at: plan.createdAt.toISOString(),
    mastery_percent: DIAGNOSTIC_LIMITS.masteryPercent,
    done_count: progress.done,
    total_count: progress.total,
    specialties: specialties.map((specialty) => ({
      ...specialty,
      sections: specialty.sections.map(presentSection),
    })),
  };
}
