import type { Language, TutoringSession } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSessionViews } from './load-sessions.ts';
import { findParticipantSessionId } from './repository.ts';

/** `GET /tutoring/{id}`: one session, to its student and tutor only (anyone else: "not found"). */
export async function getSession(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  language: Language,
): Promise<TutoringSession> {
  const id = await findParticipantSessionId(ctx.db, sessionId, actor.userId);
  if (id === undefined) throw AppError.notFound();
  const [session] = await loadSessionViews(ctx, [id], language);
  return session!;
}
