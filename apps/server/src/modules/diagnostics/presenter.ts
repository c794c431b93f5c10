import type { Diagnostic, DiagnosticSharing, DiagnosticTrendPoint, Language } from '@kru/contract';
import { localized } from '../../platform/i18n.ts';
import { diagnosticState } from './policy.ts';
import type { DiagnosticAttemptRow, DiagnosticRow } from './repository.ts';

/** A diagnostic in the request's language with the caller's attempts at it (any order; newest first expected). */
export function presentDiagnostic(
  row: DiagnosticRow,
  attempts: DiagnosticAttemptRow[],
  language: Language,
): Diagnostic {
  const mine = attempts.filter((attempt) => attempt.selfAssessmentId === row.id);
  const finished = mine.flatMap((attempt) =>
    attempt.finishedAt !== null && attempt.scorePercent !== null
      ? [{ ...attempt, finishedAt: attempt.finishedAt, scorePercent: attempt.scorePercent }]
      : [],
  );
  const last = finished[0];
  return {
    id: row.id,
    title: localized(row, language),
    description: language === 'th' ? row.descriptionTh : row.descriptionEn,
    minutes: row.minutes,
    questions_count: row.questionsCount,
    subject: { id: row.subject.id, title: localized(row.subject, language) },
    state: diagnosticState(mine),
    quizzes: {
      attempts: finished.length,
      best_percent: finished.length ? Math.max(...finished.map((attempt) => attempt.scorePercent)) : null,
      last: last
        ? {
            id: last.id,
            score_percent: last.scorePercent,
            finished_at: last.finishedAt.toISOString(),
            correct_count: last.correctCount,
            wrong_count: last.answersCount - last.correctCount,
          }
        : null,
      open_quiz_id: mine.find((attempt) => attempt.finishedAt === null)?.id ?? null,
    },
  };
}

export function presentSharing(row: {
  enabled: boolean;
  includeAnswers: boolean;
  sharingId: string;
}): DiagnosticSharing {
  return { enabled: row.enabled, include_answers: row.includeAnswers, sharing_id: row.sharingId };
}

/** Submitted attempts as points of a trend (an open one has no score and is left out). */
export function presentTrend(
  attempts: ReadonlyArray<{ id: number; finishedAt: Date | null; scorePercent: number | null }>,
): DiagnosticTrendPoint[] {
  return attempts.flatMap((attempt) =>
    attempt.finishedAt && attempt.scorePercent !== null
      ? [
          {
            quiz_id: attempt.id,
            finished_at: attempt.finishedAt.toISOString(),
            score_percent: attempt.scorePercent,
          },
        ]
      : [],
  );
}
