import type { AppContext } from '../platform/context.ts';
import type { ZodApp } from '../platform/http/zod-app.ts';
import { healthRoutes } from './health/routes.ts';

/** Every module's routes, mounted under /api/v1. */
export const moduleRoutes: Array<(app: ZodApp, ctx: AppContext) => void> = [healthRoutes];
