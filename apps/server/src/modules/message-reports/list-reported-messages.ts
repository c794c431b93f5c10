import type { MessagesPage, MessagesQuery } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadMessages } from '../messages/index.ts';
import { reportFor } from './access.ts';
import { opensConversation, REPORT_AUDIT_SUBJECT } from './read-audit.ts';

/**
 * `GET /admin/conversation-reports/{id}/messages`: the reported conversation, paged like its people see it. Each
 * opening of it (its newest page) is recorded in the audit log: who read it, when.
 */
export async function listReportedMessages(
  ctx: AppContext,
  actor: Actor,
  reportId: number,
  query: MessagesQuery,
): Promise<MessagesPage> {
  const report = await reportFor(ctx.db, actor, reportId);
  if (opensConversation(query)) {
    await recordAudit(ctx.db, {
      actorId: actor.userId,
      action: 'conversation_report.read',
      subjectType: REPORT_AUDIT_SUBJECT,
      subjectId: report.id,
      metadata: { conversation_id: report.conversationId },
      at: ctx.clock.now(),
    });
  }
  return loadMessages(ctx, report.conversationId, query);
}
