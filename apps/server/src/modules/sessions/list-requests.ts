import { type Language, MSG, type TutoringSession } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSessionViews } from './load-sessions.ts';
import { findSessionIdsByStatus } from './repository.ts';

/** `GET /tutoring/pending`: the requests waiting for the calling tutor's answer, soonest first (tutors only). */
export async function listPendingRequests(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<TutoringSession[]> {
  if (actor.role !== 'teacher') throw AppError.forbidden(MSG.tutorOnly);
  const ids = await findSessionIdsByStatus(ctx.db, { tutorId: actor.userId }, ['determination_pending']);
  return loadSessionViews(ctx, ids, language);
}

/**
 * `GET /tutoring/requested`: a student's open requests (waiting for payment or for the tutor), or for a tutor
 * the requests waiting for their answer; soonest first.
 */
export async function listOpenRequests(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<TutoringSession[]> {
  if (actor.role === 'teacher') return listPendingRequests(ctx, actor, language);
  const ids = await findSessionIdsByStatus(ctx.db, { studentId: actor.userId }, [
    'payment_pending',
    'determination_pending',
  ]);
  return loadSessionViews(ctx, ids, language);
}
