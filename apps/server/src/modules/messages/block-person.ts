import type { Conversation } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { conversationOf } from './access.ts';
import { presentConversation } from './presenter.ts';
import { setBlocked } from './repository.ts';

/**
 * `POST /conversations/{id}/block` and `DELETE` (unblock): while the caller blocks the other person neither can send;
 * the conversation stays readable to both. Repeating either changes nothing.
 */
export async function setPersonBlocked(
  ctx: AppContext,
  actor: Actor,
  conversationId: number,
  blocked: boolean,
): Promise<Conversation> {
  const conversation = await conversationOf(ctx.db, actor, conversationId);
  if (blocked !== (conversation.mine.blockedAt !== null)) {
    await setBlocked(ctx.db, conversationId, actor.userId, blocked ? ctx.clock.now() : null);
  }
  return presentConversation(ctx, await conversationOf(ctx.db, actor, conversationId));
}
