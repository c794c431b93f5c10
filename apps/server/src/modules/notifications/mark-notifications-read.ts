import type { MarkNotificationsReadBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { countNotifications, markRead } from './repository.ts';

/** Marks the caller's entries read (the given ids, or every unread one); another user's ids change nothing. */
export async function markNotificationsRead(ctx: AppContext, actor: Actor, body: MarkNotificationsReadBody) {
  await markRead(ctx.db, actor.userId, body.ids, ctx.clock.now());
  return { unread_count: await countNotifications(ctx.db, actor.userId, true) };
}

export async function countUnreadNotifications(ctx: AppContext, actor: Actor) {
  return { unread_count: await countNotifications(ctx.db, actor.userId, true) };
}
