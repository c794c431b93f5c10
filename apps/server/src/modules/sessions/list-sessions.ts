import { type Language, SESSIONS_PAGE_SIZE, type TutoringSession } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadSessionViews } from './load-sessions.ts';
import { findSessionPage } from './repository.ts';

export interface SessionPage {
  sessions: TutoringSession[];
  total: number;
}

/**
 * `GET /tutoring/sessions`: the caller's sessions as student or tutor, a page at a time. Upcoming: waiting for
 * payment or an answer, or approved, and not ended (soonest first); past: everything else (latest first).
 */
export async function listSessions(
  ctx: AppContext,
  actor: Actor,
  query: { scope: 'upcoming' | 'past'; page: number },
  language: Language,
): Promise<SessionPage> {
  const { ids, total } = await findSessionPage(ctx.db, actor.userId, query.scope, ctx.clock.now(), {
    limit: SESSIONS_PAGE_SIZE,
    offset: (query.page - 1) * SESSIONS_PAGE_SIZE,
  });
  return { sessions: await loadSessionViews(ctx, ids, language), total };
}
