import { type Language, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSessionViews } from '../sessions/index.ts';
import { lockOpenReschedule } from './answer-access.ts';
import { notifyReschedule } from './notify-reschedule.ts';
import { closeReschedule } from './repository.ts';

/** `POST /reschedules/{id}/withdraw`: the proposer takes the proposal back; the other side is told. */
export async function withdrawReschedule(
  ctx: AppContext,
  actor: Actor,
  rescheduleId: number,
  language: Language,
) {
  const sessionId = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const { reschedule, session, isProposer } = await lockOpenReschedule(tx, actor, rescheduleId);
    if (!isProposer) throw AppError.forbidden(MSG.rescheduleProposerWithdraws);
    await closeReschedule(tx, reschedule.id, 'withdrawn', ctx.clock.now());
    const other = reschedule.proposedById === session.studentId ? session.tutorId : session.studentId;
    await notifyReschedule(ctx, tx, afterCommit, reschedule, 'reschedule.withdrawn', [other]);
    return reschedule.sessionId;
  });
  const [view] = await loadSessionViews(ctx, [sessionId], language);
  return view!;
}
