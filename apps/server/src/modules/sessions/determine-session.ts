import { type DetermineSessionBody, type Language, MSG, type TutoringSession } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RestoreBufferedSlots } from '../availability/index.ts';
import { loadSessionViews } from './load-sessions.ts';
import { awaitsAnswer } from './policy.ts';
import { closing, lockSession, transitionSession } from './repository.ts';
import { notifyPeople, releaseTimeAndRefund } from './session-steps.ts';

/**
 * `PUT /tutoring/{id}/determine`: the session's tutor approves or rejects a request waiting for an answer.
 * A rejection closes it (`rejected_by_tutor`), refunds the held money at once and frees the time. A student (or
 * admin) is refused with 403, another tutor's session is "not found", an answered or expired request is a 409.
 */
export async function determineSession(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  body: DetermineSessionBody,
  language: Language,
  restoreBufferedSlots: RestoreBufferedSlots,
): Promise<TutoringSession> {
  if (actor.role !== 'teacher') throw AppError.forbidden(MSG.tutorOnly);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const current = await lockSession(tx, sessionId);
    if (!current || current.tutorId !== actor.userId) throw AppError.notFound();
    const now = ctx.clock.now();
    if (!awaitsAnswer(current, now)) throw AppError.conflict(MSG.sessionNotAwaitingAnswer);
    if (body.status === 'approved') {
      const session = await transitionSession(tx, current.id, 'determination_pending', {
        status: 'approved',
        updatedAt: now,
      });
      await notifyPeople(ctx, tx, afterCommit, session!, 'session.approved', [session!.studentId]);
      return;
    }
    const session = await transitionSession(tx, current.id, 'determination_pending', {
      ...closing('rejected', 'rejected_by_tutor', now),
      rejectionReason: body.rejection_reason ?? null,
    });
    await releaseTimeAndRefund(tx, session!, true, now, restoreBufferedSlots);
    await notifyPeople(ctx, tx, afterCommit, session!, 'session.rejected', [session!.studentId]);
  });
  const [session] = await loadSessionViews(ctx, [sessionId], language);
  return session!;
}
