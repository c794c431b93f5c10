import * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';

/** Where server errors go besides the log: a Sentry-compatible service when SENTRY_DSN is set. */
export interface ErrorReporter {
  /** A 500: reported with the id its answer and the log line carry. */
  report(error: unknown, errorId: string, request: FastifyRequest): void;
  /** Sends what is still queued (at shutdown). */
  close(): Promise<void>;
}

const noReporter: ErrorReporter = { report() {}, close: async () => {} };

/**
 * Sentry keeps one client per process, so it is started once (main.ts, or a test file). Only errors are sent:
 * no tracing, no default integrations (they patch modules), no personal data (the route, never the query).
 */
export function createErrorReporter(options: {
  dsn: string | undefined;
  environment: string;
}): ErrorReporter {
  if (!options.dsn) return noReporter;
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    defaultIntegrations: false,
  });
  return {
    report(error, errorId, request) {
      Sentry.withScope((scope) => {
        scope.setLevel('error');
        scope.setTag('error_id', errorId);
        scope.setContext('request', {
          method: request.method,
          route: request.routeOptions.url ?? 'unknown',
          request_id: request.id,
        });
        Sentry.captureException(error);
      });
    },
    async close() {
      await Sentry.close(2000);
    },
  };
}
