import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sideOf } from './policy.ts';
import { lockReschedule, lockSession } from './repository.ts';

/**
 * Who may act on a proposal, decided in one place: the proposal and its session locked (in that order), the
 * actor's side of it, and whether the actor proposed it. Anyone outside the session is answered "not found";
 * a proposal that is no longer open is a 409.
 */
export async function lockOpenReschedule(tx: Tx, actor: Actor, rescheduleId: number) {
  const reschedule = await lockReschedule(tx, rescheduleId);
  const session = reschedule && (await lockSession(tx, reschedule.sessionId));
  const side = session && sideOf(session, actor.userId);
  if (!reschedule || !session || !side) throw AppError.notFound();
  if (reschedule.status !== 'open') throw AppError.conflict(MSG.rescheduleNotOpen);
  return { reschedule, session, side, isProposer: reschedule.proposedById === actor.userId };
}
