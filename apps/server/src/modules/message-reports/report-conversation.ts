import type { ReportConversationBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { conversationOf } from '../messages/index.ts';
import { insertReport } from './repository.ts';

/** `POST /conversations/{id}/report`: one of the two people asks the admin team to read the conversation. */
export async function reportConversation(
  ctx: AppContext,
  actor: Actor,
  conversationId: number,
  body: ReportConversationBody,
): Promise<{ id: number; created_at: string }> {
  await conversationOf(ctx.db, actor, conversationId);
  const report = await insertReport(ctx.db, {
    conversationId,
    reporterId: actor.userId,
    reason: body.reason,
    createdAt: ctx.clock.now(),
  });
  return { id: report.id, created_at: report.createdAt.toISOString() };
}
