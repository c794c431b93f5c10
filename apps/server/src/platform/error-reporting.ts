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
 * The SDK is loaded only when a DSN is set: it is the largest thing the server would otherwise hold in memory
 * (about 60 MiB resident) for nothing.
 */
export function createErrorReporter(options: {
  dsn: string | undefined;
  environment: string;
}): ErrorReporter {
  const { dsn, environment } = options;
  if (!dsn) return noReporter;
  const sentry = import('@sentry/node').then((Sentry) => {
    Sentry.init({ dsn, environment, defaultIntegrations: false });
    return Sentry;
  });
  return {
    report(error, errorId, request) {
      const context = {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        request_id: request.id,
      };
      void sentry.then((Sentry) =>
        Sentry.withScope((scope) => {
          scope.setLevel('error');
          scope.setTag('error_id', errorId);
          scope.setContext('request', context);
          Sentry.captureException(error);
        }),
      );
    },
    async close() {
      await (await sentry).close(2000);
    },
  };
}
