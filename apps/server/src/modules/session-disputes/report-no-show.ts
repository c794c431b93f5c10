import { type Language, MSG, type NoShowBody, type TutoringSession } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { notify } from '../notifications/index.ts';
import { tellParents } from '../parents/index.ts';
import { loadSessionViews, noShowReportUntil } from '../sessions/index.ts';
import { mayReportNoShow, sideOf } from './policy.ts';
import { clearReleaseDue, hasCancellation, hasDispute, insertDispute, lockSession } from './repository.ts';

/**
 * `POST /tutoring/{id}/no-show`: either side of a session that took place says, within 24 hours of its end, that
 * the other did not come. The held money then waits for an admin's decision (the release job leaves a disputed
 * session alone; clearing `release_due_at` under the session's lock keeps a release running now from passing).
 * The other side is told.
 */
export async function reportNoShow(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  body: NoShowBody,
  language: Language,
): Promise<TutoringSession> {
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const session = await lockSession(tx, sessionId);
    const side = session ? sideOf(session, actor.userId) : null;
    if (!session || !side) throw AppError.notFound();
    const now = ctx.clock.now();
    if (await hasDispute(tx, session.id)) throw AppError.conflict(MSG.noShowAlreadyReported);
    const cancelled = await hasCancellation(tx, session.id);
    const until = noShowReportUntil({ ...session, cancellation: cancelled ? { id: 1 } : null });
    // A completed session without `release_due_at` was paid out already (completed before the window existed).
    const held = session.status === 'approved' || session.releaseDueAt !== null;
    if (!held || !mayReportNoShow(session, until, now)) throw AppError.conflict(MSG.noShowNotReportable);
    const dispute = await insertDispute(tx, {
      sessionId: session.id,
      kind: 'no_show',
      reportedById: actor.userId,
      reportedByRole: side,
      reason: body.reason || null,
      heldPence: session.pricePence,
      createdAt: now,
    });
    if (!dispute) throw AppError.conflict(MSG.noShowAlreadyReported);
    await clearReleaseDue(tx, session.id);
    await notify(ctx, tx, afterCommit, {
      userId: side === 'student' ? session.tutorId : session.studentId,
      type: 'session.no_show_reported',
      data: { session_id: session.id, reason: body.reason || null },
    });
    // The tutor says the student did not come: the parents hear of the missed session.
    if (side === 'teacher')
      await tellParents(ctx, tx, afterCommit, { sessionId: session.id, event: 'missed' });
  });
  const [view] = await loadSessionViews(ctx, [sessionId], language);
  return view!;
}
