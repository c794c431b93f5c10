import type { AppContext } from '../../platform/context.ts';
import type { RestoreBufferedSlots } from '../availability/index.ts';
import { alternativeTutorNames } from '../session-alternatives/index.ts';
import { closing, dueConditions } from './repository.ts';
import { moveDueSessions, notifyPeople, releaseTimeAndRefund } from './session-steps.ts';

/**
 * The job: requests the tutor left unanswered past their deadline (the earlier of 48 hours or the start) are
 * cancelled (`expired_unanswered`), refunded and their time freed; both people are told, the student with the
 * other tutors free around that time (`GET /tutoring/{id}/alternatives`, linked from the notice).
 */
export function expireUnansweredSessions(
  ctx: AppContext,
  restoreBufferedSlots: RestoreBufferedSlots,
): Promise<number> {
  return moveDueSessions(
    ctx,
    'determination_pending',
    dueConditions.unanswered,
    (now) => closing('cancelled', 'expired_unanswered', now),
    async (tx, afterCommit, session, now) => {
      await releaseTimeAndRefund(tx, session, true, now, restoreBufferedSlots);
      const alternatives = await alternativeTutorNames(tx, session.id, now);
      const offered: Record<string, string> = alternatives.length
        ? { alternatives: alternatives.join(', ') }
        : {};
      await notifyPeople(ctx, tx, afterCommit, session, 'session.expired', [session.studentId], offered);
      await notifyPeople(ctx, tx, afterCommit, session, 'session.expired', [session.tutorId]);
    },
  );
}
