/** The diagnostics pages (spec: /diagnostics, take, result, shared results). */
export const DIAGNOSTIC_PATHS = {
  list: '/diagnostics',
  take: '/diagnostics/take',
  result: '/diagnostics/result',
  shared: '/diagnostics/results',
} as const;

export const takeDiagnosticPath = (id: number) => `${DIAGNOSTIC_PATHS.take}/?diagnosticId=${id}`;
export const diagnosticResultPath = (quizId: number) => `${DIAGNOSTIC_PATHS.result}/?resultId=${quizId}`;
export const sharedResultsPath = (sharingId: string) =>
  `${DIAGNOSTIC_PATHS.shared}/?sharingId=${encodeURIComponent(sharingId)}`;
