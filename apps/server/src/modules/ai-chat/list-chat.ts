import { AI_CHAT_PAGE_SIZE, type AiChatMessage, type AiChatQuery, type Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { loadCourseView } from '../courses/index.ts';
import { presentMessage } from './presenter.ts';
import { countMessages, findMessagesNewestFirst } from './repository.ts';

export interface ChatPage {
  items: AiChatMessage[];
  total: number;
}

/**
 * `GET /user/ai/chat`: the caller's conversation with a course's tutor (404 for a course they may not open).
 * Page 1 holds the newest messages, page 2 the ones before them, and so on; each page reads oldest to newest, so
 * a client shows page 1 and puts each older page above it.
 */
export async function listChat(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  query: AiChatQuery,
  language: Language,
): Promise<ChatPage> {
  await loadCourseView(ctx, actor, tenant, query.course_id, language);
  const [rows, total] = await Promise.all([
    findMessagesNewestFirst(ctx.db, actor.userId, query.course_id, {
      limit: AI_CHAT_PAGE_SIZE,
      offset: (query.page - 1) * AI_CHAT_PAGE_SIZE,
    }),
    countMessages(ctx.db, actor.userId, query.course_id),
  ]);
  return { items: rows.reverse().map(presentMessage), total };
}
