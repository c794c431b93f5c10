import { type DetermineCancellationBody, type Language, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSessionViews } from '../sessions/index.ts';
import { lockCancellation, lockSession } from './repository.ts';
import { settleCancellation } from './settle-cancellation.ts';

/**
 * The session's tutor decides a student's late cancellation: `refunded` gives the money back, `kept` pays it
 * to the tutor. The student is answered 403 (the request is theirs to see but not to decide); anyone else 404.
 */
export async function determineCancellation(
  ctx: AppContext,
  actor: Actor,
  cancellationId: number,
  body: DetermineCancellationBody,
  language: Language,
) {
  const sessionId = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    const cancellation = await lockCancellation(tx, cancellationId);
    const session = cancellation && (await lockSession(tx, cancellation.sessionId));
    if (!cancellation || !session) throw AppError.notFound();
    if (session.studentId === actor.userId) throw AppError.forbidden(MSG.cancellationTutorDecides);
    if (session.tutorId !== actor.userId) throw AppError.notFound();
    if (cancellation.status !== 'pending') throw AppError.conflict(MSG.cancellationNotPending);
    await settleCancellation(ctx, tx, afterCommit, cancellation, session, body.status, now);
    return session.id;
  });
  const [view] = await loadSessionViews(ctx, [sessionId], language);
  return view!;
}
