import { type Language, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSessionViews } from '../sessions/index.ts';
import { lockOpenReschedule } from './answer-access.ts';
import { notifyReschedule } from './notify-reschedule.ts';
import { closeReschedule } from './repository.ts';

/** `POST /reschedules/{id}/decline`: the side that did not propose keeps the original time; the proposer is told. */
export async function declineReschedule(
  ctx: AppContext,
  actor: Actor,
  rescheduleId: number,
  language: Language,
) {
  const sessionId = await inTransaction(ctx.db, async (tx, afterCommit) => {
    const { reschedule, isProposer } = await lockOpenReschedule(tx, actor, rescheduleId);
    if (isProposer) throw AppError.forbidden(MSG.rescheduleOtherSideAnswers);
    await closeReschedule(tx, reschedule.id, 'declined', ctx.clock.now());
    await notifyReschedule(ctx, tx, afterCommit, reschedule, 'reschedule.declined', [
      reschedule.proposedById,
    ]);
    return reschedule.sessionId;
  });
  const [view] = await loadSessionViews(ctx, [sessionId], language);
  return view!;
}
