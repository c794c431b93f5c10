import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { revokeSession } from './repository.ts';

/** `POST /sign-out`: the caller's token stops working at once; their other devices stay signed in. */
export async function signOut(ctx: AppContext, actor: Actor): Promise<void> {
  await revokeSession(ctx.db, actor.sessionId, actor.userId, ctx.clock.now());
  ctx.actors.forgetUser(actor.userId);
}
