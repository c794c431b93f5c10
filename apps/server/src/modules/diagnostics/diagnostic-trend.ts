import type { DiagnosticTrendPoint } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { presentTrend } from './presenter.ts';
import { findDiagnostics, findFinishedAttempts } from './repository.ts';

/** Attempts a trend shows at most: the newest ones. */
const TREND_POINTS = 20;

/**
 * `GET /self-assessments/{id}/trend`: the caller's own submitted attempts at an active diagnostic, oldest first
 * (the newest 20), for the chart of their progress; none yet is an empty list, an unknown diagnostic a 404.
 */
export async function diagnosticTrend(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<DiagnosticTrendPoint[]> {
  const [row] = await findDiagnostics(ctx.db, id);
  if (!row) throw AppError.notFound();
  return presentTrend(await findFinishedAttempts(ctx.db, actor.userId, id, TREND_POINTS));
}
