import type { AppContext } from '../../platform/context.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { renderRobots, renderSitemap } from './list-sitemap.ts';

/** Crawlers and link previews refetch within minutes; a new course shows in the sitemap soon enough. */
const CACHE = 'public, max-age=300';

export function publicPagesRoutes(app: ZodApp, ctx: AppContext) {
  // Both answer HEAD too, which crawlers ask (routes get no HEAD twin by default: app.ts).
  app.get('/sitemap.xml', { schema: { hide: true }, exposeHeadRoute: true }, async (request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(await renderSitemap(ctx, request.host)),
  );
  app.get('/robots.txt', { schema: { hide: true }, exposeHeadRoute: true }, async (request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(await renderRobots(ctx, request.host)),
  );
}
