import type { ConversationReport } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { reportFor } from './access.ts';
import { presentReport } from './presenter.ts';

/** `GET /admin/conversation-reports/{id}` */
export async function getConversationReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<ConversationReport> {
  return presentReport(ctx, await reportFor(ctx.db, actor, id));
}
