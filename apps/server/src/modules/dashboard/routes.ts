import { dashboardHomepageResponse } from '@kru/contract';
import { authenticated, requireActor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/respond.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { getHomepage } from './get-homepage.ts';

export function dashboardRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/dashboard/homepage',
    {
      onRequest: authenticated,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary:
          'The student’s home: sessions to rate, upcoming sessions, ongoing courses, diagnostics figures',
        description:
          'Students only (403 otherwise). At most 10 of each list. `ratable_sessions`: completed sessions whose ' +
          'tutor the student has not reviewed; `diagnostics.resultsPercentage`: the rounded mean of the latest ' +
          'percent at each active diagnostic done.',
        response: { 200: dashboardHomepageResponse },
      },
    },
    async (request) => ok(await getHomepage(ctx, requireActor(request), request.tenant, request.language)),
  );
}
