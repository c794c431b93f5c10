import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { unreadTotals } from './repository.ts';

/** `GET /messages/unread-count`: unread messages over all the caller's conversations. */
export async function getUnreadTotal(ctx: AppContext, actor: Actor): Promise<{ unread_total: number }> {
  return { unread_total: (await unreadTotals(ctx.db, [actor.userId])).get(actor.userId) ?? 0 };
}
