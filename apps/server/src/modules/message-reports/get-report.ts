import type { ConversationReportDetail } from '@kru/contract';
import { findAuditEntries, presentAuditEntry } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { reportFor } from './access.ts';
import { presentReport } from './presenter.ts';
import { REPORT_AUDIT_SUBJECT } from './read-audit.ts';

/** `GET /admin/conversation-reports/{id}`: the report, and who opened the conversation or resolved it, when. */
export async function getConversationReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<ConversationReportDetail> {
  const report = await reportFor(ctx.db, actor, id);
  const [view, history] = await Promise.all([
    presentReport(ctx, report),
    findAuditEntries(ctx.db, REPORT_AUDIT_SUBJECT, id),
  ]);
  return { ...view, history: history.map(presentAuditEntry) };
}
