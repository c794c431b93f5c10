import { siteConfigResponse } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { presentSiteConfig } from './presenter.ts';

/** `GET /api/v1/public/site-config`: the deployment's public settings the web app reads at start. */
export function siteConfigRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/public/site-config',
    {
      schema: {
        tags: ['general'],
        summary: "The deployment's public settings (test mode)",
        response: { 200: siteConfigResponse },
      },
    },
    async (_request, reply) => {
      // Settings change only with a restart; a minute of caching spares a call on every page load.
      reply.header('cache-control', 'public, max-age=60');
      return ok(presentSiteConfig(ctx.config));
    },
  );
}
