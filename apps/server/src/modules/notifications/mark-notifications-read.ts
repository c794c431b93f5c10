import type { MarkNotificationsReadBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { countNotifications, countUnreadBadges, markRead } from './repository.ts';

/** Marks the caller's entries read (the given ids, or every unread one); another user's ids change nothing. */
export async function markNotificationsRead(ctx: AppContext, actor: Actor, body: MarkNotificationsReadBody) {
  await markRead(ctx.db, actor.userId, body.ids, ctx.clock.now());
  return { unread_count: await countNotifications(ctx.db, actor.userId, true) };
}

/** The header's badges: unread notifications and unread messages, in one round trip. */
export async function countUnreadNotifications(ctx: AppContext, actor: Actor) {
  const badges = await countUnreadBadges(ctx.db, actor.userId);
  return { unread_count: badges.notifications, messages_unread_count: badges.messages };
}
