import type { ClientErrorReport } from '@kru/contract';
import { API_BASE_PATH } from '@kru/contract/limits';
import { isApiError } from './api/errors.ts';

export type ReportLevel = ClientErrorReport['level'];

/** Where reports go, once the site's settings say: Sentry (loaded on demand) or the server's log. */
export type ReportSink = (report: ClientErrorReport, error: unknown) => void;

let chooseSink: (sink: Promise<ReportSink>) => void = () => {};
// Reports made before the settings arrive wait for them.
const sink = new Promise<ReportSink>((resolve) => {
  chooseSink = (chosen) => chosen.then(resolve, () => resolve(postToServer));
});

/**
 * Called once at start with the site's SENTRY_DSN: Sentry's SDK is loaded only then, so it never weighs on the
 * first download; without a DSN, reports are posted to the server, which logs them.
 */
export function startReporting(dsn: string | null): void {
  chooseSink(
    dsn
      ? import('./report-sentry.ts').then(({ sentrySink }) => sentrySink(dsn))
      : Promise.resolve(postToServer),
  );
}

/** What no code caught: errors thrown in event handlers and timers, promises rejected without a handler. */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'error'));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'error'));
}

/** Hands an error to error reporting, with the id the error page shows when there is one. */
export function reportError(error: unknown, level: ReportLevel = 'error', errorId?: string): void {
  const report = describe(error, level, errorId);
  console.warn(`[report:${level}]`, report);
  void sink.then((send) => send(report, error)).catch(() => {});
}

function describe(error: unknown, level: ReportLevel, errorId: string | undefined): ClientErrorReport {
  const base = error instanceof Error ? error : new Error(String(error));
  const report: ClientErrorReport = {
    level,
    message: base.message.slice(0, 2000),
    name: base.name.slice(0, 200),
  };
  const page = globalThis.location?.pathname;
  if (page) report.url = page.slice(0, 2000);
  if (base.stack) report.stack = base.stack.slice(0, 10_000);
  const id = errorId ?? (isApiError(error) ? error.errorId : undefined);
  if (id) report.error_id = id.slice(0, 64);
  if (isApiError(error)) report.status = error.status;
  return report;
}

/** Not through the API client: a failed report must not be reported again, nor show a dialog. */
const postToServer: ReportSink = (report) => {
  void fetch(`${API_BASE_PATH}/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {});
};
