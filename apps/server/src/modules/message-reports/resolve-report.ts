import { type ConversationReport, MSG, type ResolveConversationReportBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { reportFor } from './access.ts';
import { presentReport } from './presenter.ts';
import { findReport, resolveReport } from './repository.ts';

/** `POST /admin/conversation-reports/{id}/resolve`: once (409 after), with an optional note. */
export async function resolveConversationReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ResolveConversationReportBody,
): Promise<ConversationReport> {
  await reportFor(ctx.db, actor, id);
  const resolved = await resolveReport(ctx.db, id, {
    resolvedAt: ctx.clock.now(),
    resolvedBy: actor.userId,
    resolutionNote: body.note || null,
  });
  if (!resolved) throw AppError.conflict(MSG.reportAlreadyResolved);
  return presentReport(ctx, (await findReport(ctx.db, id))!);
}
