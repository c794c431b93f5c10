import { captureException, init, withScope } from '@sentry/react';
import type { ReportSink } from './report.ts';

/** Sentry for the web app's reports: its own chunk, loaded only when the site has a SENTRY_DSN. */
export function sentrySink(dsn: string): ReportSink {
  init({ dsn, defaultIntegrations: false });
  return (report, error) => {
    withScope((scope) => {
      scope.setLevel(report.level);
      if (report.error_id) scope.setTag('error_id', report.error_id);
      if (report.status !== undefined) scope.setTag('status', String(report.status));
      scope.setTag('page', report.url ?? '');
      captureException(error);
    });
  };
}
