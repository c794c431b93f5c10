import type { Actor } from '../../platform/auth/actor.ts';
import { randomToken, sha256 } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { deleteFeed, findFeed, upsertFeed } from './repository.ts';

/** Whether the caller has a private calendar URL, and since when (the URL itself is shown only once). */
export async function getCalendarFeed(ctx: AppContext, actor: Actor) {
  const feed = await findFeed(ctx.db, actor.userId);
  return { exists: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null };
}

/** A new private URL (replacing any earlier one): only the token's hash is kept, so it is answered this once. */
export async function createCalendarFeed(ctx: AppContext, actor: Actor) {
  const token = randomToken();
  const feed = await upsertFeed(ctx.db, actor.userId, sha256(token), ctx.clock.now());
  return {
    url: `${ctx.config.appUrl}/api/v1/calendar-feed/${token}.ics`,
    created_at: feed.createdAt.toISOString(),
  };
}

export async function deleteCalendarFeed(ctx: AppContext, actor: Actor) {
  await deleteFeed(ctx.db, actor.userId);
  return { exists: false, created_at: null };
}
