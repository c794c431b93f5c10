import { envelope } from '@kru/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';

export function healthRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/health',
    {
      // Load balancers and uptime monitors often check with HEAD (API routes get no HEAD twin by default: app.ts).
      exposeHeadRoute: true,
      schema: {
        tags: ['general'],
        summary: 'Answers once the database is reachable',
        response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.literal('up') })) },
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: 'up' as const });
    },
  );
}
