import type { Cancellation, Language, TutoringSession } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadSessionViews } from './load-sessions.ts';
import { findNextApprovedId, findPendingCancellationSessionIds } from './repository.ts';

export interface TutoringSummary {
  upcoming_session: TutoringSession | null;
  cancellations: Array<Cancellation & { session: TutoringSession }>;
}

/**
 * `GET /tutoring/summary`: the caller's next approved session, and the pending cancellations: for a tutor those
 * waiting for their decision, for a student their own requests.
 */
export async function getSummary(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<TutoringSummary> {
  const [nextId, cancelledIds] = await Promise.all([
    findNextApprovedId(ctx.db, actor.userId, ctx.clock.now()),
    findPendingCancellationSessionIds(ctx.db, actor.userId, actor.role === 'teacher'),
  ]);
  const ids = [...new Set([...(nextId === undefined ? [] : [nextId]), ...cancelledIds])];
  const sessions = await loadSessionViews(ctx, ids, language);
  const byId = new Map(sessions.map((session) => [session.id, session]));
  return {
    upcoming_session: nextId === undefined ? null : (byId.get(nextId) ?? null),
    cancellations: cancelledIds.flatMap((id) => {
      const session = byId.get(id);
      return session?.cancellation ? [{ ...session.cancellation, session }] : [];
    }),
  };
}
