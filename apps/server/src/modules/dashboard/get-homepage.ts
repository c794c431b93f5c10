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
  expiredRequestIds,
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
  const now = ctx.clock.now();
  const [ratableIds, upcomingIds, expiredIds, courseIds, progress] = await Promise.all([
    ratableSessionIds(ctx.db, actor.userId),
    upcomingSessionIds(ctx.db, actor.userId, now),
    expiredRequestIds(ctx.db, actor.userId, now),
    ongoingCourseIds(ctx.db, actor.userId, tenant?.id ?? null),
    diagnosticsProgress(ctx.db, actor.userId),
  ]);
  const [ratable, sessions, expired, courses] = await Promise.all([
    loadSessionViews(ctx, ratableIds, language),
    loadSessionViews(ctx, upcomingIds, language),
    loadSessionViews(ctx, expiredIds, language),
    loadCourseCards(ctx, actor, courseIds, language),
  ]);
  return {
    ratable_sessions: ratable,
    sessions,
    expired_requests: expired,
    courses,
    diagnostics: diagnosticsFigures(progress.totalCount, progress.latestPercents),
  };
}
