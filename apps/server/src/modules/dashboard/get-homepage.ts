import type { DashboardHomepage, Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { loadCourseCards } from '../courses/index.ts';
import { diagnosticsFigures } from '../diagnostics/index.ts';
import { loadSessionViews } from '../sessions/index.ts';
import {
  diagnosticsProgress,
  ongoingCourseIds,
  ratableSessionIds,
  upcomingSessionIds,
} from './repository.ts';

/** `GET /dashboard/homepage`: the student's home (students only: 403 otherwise). */
export async function getHomepage(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  language: Language,
): Promise<DashboardHomepage> {
  if (actor.role !== 'student') throw AppError.forbidden();
  const [ratableIds, upcomingIds, courseIds, progress] = await Promise.all([
    ratableSessionIds(ctx.db, actor.userId),
    upcomingSessionIds(ctx.db, actor.userId, ctx.clock.now()),
    ongoingCourseIds(ctx.db, actor.userId, tenant?.id ?? null),
    diagnosticsProgress(ctx.db, actor.userId),
  ]);
  const [ratable, sessions, courses] = await Promise.all([
    loadSessionViews(ctx, ratableIds, language),
    loadSessionViews(ctx, upcomingIds, language),
    loadCourseCards(ctx, actor, courseIds, language),
  ]);
  return {
    ratable_sessions: ratable,
    sessions,
    courses,
    diagnostics: diagnosticsFigures(progress.totalCount, progress.latestPercents),
  };
}
