import { CLIENT_ERROR_MAX_BYTES, clientErrorReportBody, siteConfigResponse } from '@kru/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { presentSiteConfig } from './presenter.ts';
import { reportClientError } from './report-client-error.ts';

export function siteConfigRoutes(app: ZodApp, ctx: AppContext) {
  /** `GET /api/v1/public/site-config`: the deployment's public settings the web app reads at start. */
  app.get(
    '/public/site-config',
    {
      schema: {
        tags: ['general'],
        summary: "The deployment's public settings (test mode, error reporting)",
        response: { 200: siteConfigResponse },
      },
    },
    async (_request, reply) => {
      // Settings change only with a restart; a minute of caching spares a call on every page load.
      reply.header('cache-control', 'public, max-age=60');
      return ok(presentSiteConfig(ctx.config));
    },
  );

  /** `POST /api/v1/client-errors`: the web app's error reports when no SENTRY_DSN is set; logged at warning. */
  app.post(
    '/client-errors',
    {
      bodyLimit: CLIENT_ERROR_MAX_BYTES,
      schema: {
        tags: ['general'],
        summary: 'Logs an error report of the web app (used when SENTRY_DSN is not set)',
        body: clientErrorReportBody,
        response: { 204: z.null().describe('Logged') },
      },
    },
    async (request, reply) => {
      await reportClientError(ctx, request.ip, request.body, (report) =>
        request.log.warn({ client_error: report }, 'client error report'),
      );
      return reply.code(204).send(null);
    },
  );
}
