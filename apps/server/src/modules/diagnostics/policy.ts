import type { DiagnosticState } from '@kru/contract';

/** Only students take diagnostics (tutors and admins may read them). */
export const mayTakeDiagnostics = (actor: { role: string }): boolean => actor.role === 'student';

/** A diagnostic's state for a learner: an open attempt wins, then any submitted one. */
export function diagnosticState(attempts: ReadonlyArray<{ finishedAt: Date | null }>): DiagnosticState {
  if (attempts.some((attempt) => attempt.finishedAt === null)) return 'in_progress';
  return attempts.length > 0 ? 'completed' : 'not_started';
}

/** The dashboard's figures: diagnostics available, how many the learner completed, their mean latest percent. */
export function diagnosticsFigures(
  totalCount: number,
  latestPercents: readonly number[],
): { totalCount: number; doneCount: number; resultsPercentage: number } {
  const doneCount = latestPercents.length;
  const sum = latestPercents.reduce((total, percent) => total + percent, 0);
  return { totalCount, doneCount, resultsPercentage: doneCount === 0 ? 0 : Math.round(sum / doneCount) };
}
