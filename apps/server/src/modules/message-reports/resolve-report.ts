import { type ConversationReport, MSG, type ResolveConversationReportBody } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { reportFor } from './access.ts';
import { presentReport } from './presenter.ts';
import { REPORT_AUDIT_SUBJECT } from './read-audit.ts';
import { findReport, resolveReport } from './repository.ts';

/** `POST /admin/conversation-reports/{id}/resolve`: once (409 after), with an optional note; audited. */
export async function resolveConversationReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ResolveConversationReportBody,
): Promise<ConversationReport> {
  await reportFor(ctx.db, actor, id);
  const note = body.note || null;
  await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const resolved = await resolveReport(tx, id, {
      resolvedAt: at,
      resolvedBy: actor.userId,
      resolutionNote: note,
    });
    if (!resolved) throw AppError.conflict(MSG.reportAlreadyResolved);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'conversation_report.resolved',
      subjectType: REPORT_AUDIT_SUBJECT,
      subjectId: id,
      comment: note,
      at,
    });
  });
  return presentReport(ctx, (await findReport(ctx.db, id))!);
}
