import type { AppContext } from '../../platform/context.ts';
import type { ZodApp } from '../../platform/http/zod-app.ts';
import { authoringRoutes } from './authoring-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { learningRoutes } from './learning-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import type { QuizPort } from './quiz-port.ts';

/**
 * Every course and skill call: authoring, the catalogue and learning. `quizzes` serves quiz sections (see
 * `QuizPort`: the quizzes module provides it).
 */
export function coursesRoutes(app: ZodApp, ctx: AppContext, quizzes: QuizPort) {
  authoringRoutes(app, ctx, quizzes);
  catalogueRoutes(app, ctx);
  learningRoutes(app, ctx, quizzes);
  mediaRoutes(app, ctx);
}
