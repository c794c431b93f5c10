import type { StudyPlan as StudyPlanWire, studyPlanProgressSchema } from '@kru/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camelized } from '../../app/api/case.ts';
import { api } from '../../app/api/client.ts';
import { useLanguage } from '../../i18n/index.ts';

export type StudyPlan = Camelized<StudyPlanWire>;
export type PlanSpecialty = StudyPlan['specialties'][number];
export type PlanTutor = PlanSpecialty['tutors'][number];
export type StudyPlanProgress = Camelized<z.infer<typeof studyPlanProgressSchema>>;

/** Every study plan read sits under it: a booking or a retake reads them again. */
export const STUDY_PLAN_KEY = ['study-plan'] as const;

/** `GET /diagnostics/results/{id}/study-plan`: the plan of this result's diagnostic (null: none needed). */
export function useStudyPlan(quizId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...STUDY_PLAN_KEY, 'result', quizId, language],
    queryFn: ({ signal }) =>
      api.get<{ plan: StudyPlan | null }>(`/diagnostics/results/${quizId}/study-plan`, {
        signal,
        silent: true,
      }),
    enabled: quizId !== null,
  });
}

/** `GET /study-plans/current`: the latest plan's progress, for the home page. */
export function useCurrentStudyPlan() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...STUDY_PLAN_KEY, 'current', language],
    queryFn: ({ signal }) =>
      api.get<{ plan: StudyPlanProgress | null }>('/study-plans/current', { signal, silent: true }),
  });
}
