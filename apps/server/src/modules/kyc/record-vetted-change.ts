import type { ApprovalStatus } from '@kru/contract';
import type { Tx } from '../../platform/db/client.ts';
import { applyReviewEvent } from './apply-review-event.ts';

/**
 * In the transaction of a profile update that changed vetted fields (`fields`, e.g. `['first_name']`): an
 * approved tutor goes back to review (`pending`), recorded as `tutor.resubmitted_by_change`; any other state
 * stays as it is. Answers the state after the change.
 */
export async function recordVettedChange(
  tx: Tx,
  userId: number,
  at: Date,
  fields: string[],
): Promise<ApprovalStatus> {
  const { after } = await applyReviewEvent(tx, userId, {
    event: 'vetted_change',
    actorId: userId,
    at,
    changes: fields,
  });
  return after.approvalStatus;
}
