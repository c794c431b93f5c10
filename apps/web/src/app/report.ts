export type ReportLevel = 'fatal' | 'error' | 'warning' | 'info';

/**
 * Hands an error to error reporting. No reporting service is connected yet, so the report is logged at
 * warning level with enough context to find it again.
 */
export function reportError(error: unknown, level: ReportLevel = 'error'): void {
  const details = error instanceof Error ? { name: error.name, message: error.message, error } : { error };
  console.warn(`[report:${level}]`, details);
}
