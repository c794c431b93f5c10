import type { AppContext } from '../../platform/context.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { authoringRoutes } from './authoring-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { learningRoutes } from './learning-routes.ts';

/** Every course and skill call: authoring, the catalogue and learning. */
export function coursesRoutes(app: ZodApp, ctx: AppContext) {
  authoringRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  learningRoutes(app, ctx);
}
