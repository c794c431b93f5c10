import type { AppContext } from '../../platform/context.ts';
import { closing, dueConditions } from './repository.ts';
import { moveDueSessions, notifyPeople, releaseTimeAndRefund } from './session-steps.ts';

/**
 * The job: requests the tutor left unanswered past their deadline (the earlier of 48 hours or the start) are
 * cancelled (`expired_unanswered`), refunded and their time freed; both people are told.
 */
export function expireUnansweredSessions(ctx: AppContext): Promise<number> {
  return moveDueSessions(
    ctx,
    'determination_pending',
    dueConditions.unanswered,
    (now) => closing('cancelled', 'expired_unanswered', now),
    async (tx, afterCommit, session, now) => {
      await releaseTimeAndRefund(tx, session, true, now);
      await notifyPeople(ctx, tx, afterCommit, session, 'session.expired', [
        session.studentId,
        session.tutorId,
      ]);
    },
  );
}
