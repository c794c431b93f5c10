import type { StudyPlanSpecialty } from '../../platform/db/schema/index.ts';

/** Study plans are a learner's: only students have them (anyone else's reads are 404s). */
export const mayHavePlans = (actor: { role: string }): boolean => actor.role === 'student';

/** A result's specialties below the mastery threshold, the weakest first (ties in the result's order). */
export function weakestFirst(
  scores: ReadonlyArray<{ specialty_id: number; score_percent: number }>,
  masteryPercent: number,
): StudyPlanSpecialty[] {
  return scores
    .map((score, index) => ({ specialtyId: score.specialty_id, percent: score.score_percent, index }))
    .filter((score) => score.percent < masteryPercent)
    .sort((a, b) => a.percent - b.percent || a.index - b.index)
    .map(({ specialtyId, percent }) => ({ specialtyId, percent }));
}

/** A specialty of the plan is closed once a later attempt scores it at the threshold or above. */
export function isClosed(latestPercent: number | null, masteryPercent: number): boolean {
  return latestPercent !== null && latestPercent >= masteryPercent;
}

/**
 * A plan is (re)built from a result when the learner has none for the diagnostic yet, or when a newer result comes
 * after every specialty of the old one was closed; otherwise the plan goes on tracking from where it started.
 */
export function shouldBuild(
  plan: { quizId: number; allClosed: boolean } | undefined,
  resultQuizId: number,
  weakCount: number,
): boolean {
  if (weakCount === 0) return false;
  return plan === undefined || (plan.allClosed && resultQuizId > plan.quizId);
}

/**
 * The plan's steps: each section of each specialty, and each specialty's closing retake. A closed specialty counts
 * all its steps done (its goal is met), an open one the sections taken.
 */
export function planProgress(
  specialties: ReadonlyArray<{ closed: boolean; sections: ReadonlyArray<{ done: boolean }> }>,
): { done: number; total: number } {
  let done = 0;
  let total = 0;
  for (const specialty of specialties) {
    const steps = specialty.sections.length + 1;
    total += steps;
    done += specialty.closed ? steps : specialty.sections.filter((section) => section.done).length;
  }
  return { done, total };
}
