import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { presentNotification } from './presenter.ts';
import { countNotifications, findTimeZone, listNotifications } from './repository.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

/** The caller's own entries, newest first, written in the request's language and the caller's time zone. */
export async function listOwnNotifications(ctx: AppContext, actor: Actor, page: number, language: Language) {
  const offset = (page - 1) * NOTIFICATIONS_PER_PAGE;
  const rows = await listNotifications(ctx.db, actor.userId, NOTIFICATIONS_PER_PAGE, offset);
  const total = await countNotifications(ctx.db, actor.userId);
  const timeZone = await findTimeZone(ctx.db, actor.userId);
  return {
    items: rows.map((row) => presentNotification(row, language, timeZone)),
    total,
    page,
    perPage: NOTIFICATIONS_PER_PAGE,
  };
}
