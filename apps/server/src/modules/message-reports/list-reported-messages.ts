import type { MessagesPage, MessagesQuery } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadMessages } from '../messages/index.ts';
import { reportFor } from './access.ts';

/** `GET /admin/conversation-reports/{id}/messages`: the reported conversation, paged like its people see it. */
export async function listReportedMessages(
  ctx: AppContext,
  actor: Actor,
  reportId: number,
  query: MessagesQuery,
): Promise<MessagesPage> {
  const report = await reportFor(ctx.db, actor, reportId);
  return loadMessages(ctx, report.conversationId, query);
}
