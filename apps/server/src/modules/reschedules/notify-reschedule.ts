import type { AppContext } from '../../platform/context.ts';
import type { AfterCommit, Tx } from '../../platform/db/client.ts';
import { notify } from '../notifications/index.ts';
import type { RescheduleRecord } from './repository.ts';

type RescheduleNotice =
  | 'reschedule.proposed'
  | 'reschedule.accepted'
  | 'reschedule.declined'
  | 'reschedule.withdrawn';

/** Tells each of `userIds` (an in-app entry and an e-mail, delivered after the commit) about the proposal. */
export async function notifyReschedule(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  reschedule: RescheduleRecord,
  type: RescheduleNotice,
  userIds: number[],
) {
  for (const userId of userIds) {
    await notify(ctx, tx, afterCommit, {
      userId,
      type,
      data: {
        session_id: reschedule.sessionId,
        reschedule_id: reschedule.id,
        proposed_at: reschedule.startingAt.toISOString(),
        previous_at: reschedule.previousStartingAt.toISOString(),
      },
    });
  }
}
