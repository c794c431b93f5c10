import { CONVERSATIONS_PAGE_SIZE, type Conversation } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { presentConversation } from './presenter.ts';
import { countConversationsOf, listConversationsOf } from './repository.ts';

/** `GET /conversations`: the caller's conversations, latest activity first. */
export async function listConversations(
  ctx: AppContext,
  actor: Actor,
  page: number,
): Promise<{ items: Conversation[]; total: number; page: number; perPage: number }> {
  const perPage = CONVERSATIONS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listConversationsOf(ctx.db, actor.userId, perPage, (page - 1) * perPage),
    countConversationsOf(ctx.db, actor.userId),
  ]);
  const items = await Promise.all(rows.map((row) => presentConversation(ctx, row)));
  return { items, total, page, perPage };
}
