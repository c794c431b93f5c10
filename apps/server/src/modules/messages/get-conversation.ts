import type { Conversation } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { conversationOf } from './access.ts';
import { presentConversation } from './presenter.ts';

/** `GET /conversations/{id}` */
export async function getConversation(ctx: AppContext, actor: Actor, id: number): Promise<Conversation> {
  return presentConversation(ctx, await conversationOf(ctx.db, actor, id));
}
