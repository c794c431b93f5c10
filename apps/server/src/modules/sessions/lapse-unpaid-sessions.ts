import type { AppContext } from '../../platform/context.ts';
import type { RestoreBufferedSlots } from '../availability/index.ts';
import { closing, dueConditions } from './repository.ts';
import { moveDueSessions, notifyPeople, releaseTimeAndRefund } from './session-steps.ts';

/**
 * The job: payment_pending requests whose top-up did not land within 30 minutes (or before the start) are
 * cancelled (`payment_lapsed`) and their time freed; nothing was held, so nothing is refunded.
 */
export function lapseUnpaidSessions(
  ctx: AppContext,
  restoreBufferedSlots: RestoreBufferedSlots,
): Promise<number> {
  return moveDueSessions(
    ctx,
    'payment_pending',
    dueConditions.unpaid,
    (now) => closing('cancelled', 'payment_lapsed', now),
    async (tx, afterCommit, session, now) => {
      await releaseTimeAndRefund(tx, session, false, now, restoreBufferedSlots);
      await notifyPeople(ctx, tx, afterCommit, session, 'session.payment_lapsed', [session.studentId]);
    },
  );
}
