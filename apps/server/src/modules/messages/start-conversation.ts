import type { Conversation, StartConversationBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { conversationOf } from './access.ts';
import { startPair } from './policy.ts';
import { presentConversation } from './presenter.ts';
import { findOrCreateConversation, findPerson, haveHadSession } from './repository.ts';

/** `POST /conversations`: the conversation with this person, opened now or found (one per pair). */
export async function startConversation(
  ctx: AppContext,
  actor: Actor,
  body: StartConversationBody,
): Promise<{ conversation: Conversation; created: boolean }> {
  const addressee = await findPerson(ctx.db, body.user_id);
  const hadSession =
    actor.role === 'teacher' && addressee?.role === 'student'
      ? await haveHadSession(ctx.db, actor.userId, addressee.id)
      : false;
  const pair = startPair(actor, addressee, hadSession);
  const { id, created } = await inTransaction(ctx.db, (tx) =>
    findOrCreateConversation(tx, pair, ctx.clock.now()),
  );
  return { conversation: await presentConversation(ctx, await conversationOf(ctx.db, actor, id)), created };
}
