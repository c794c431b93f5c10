import type { AppContext } from '../../platform/context.ts';
import { noShowReportUntil } from './policy.ts';
import { dueConditions, setReleaseDueAt } from './repository.ts';
import { moveDueSessions, notifyPeople } from './session-steps.ts';

/**
 * The job: approved sessions that have ended (and have no cancellation, which settles its own money) are
 * completed. Their held money stays held through the no-show window: `release_due_at` is its end (24 hours
 * after the session's), when `releaseSessionEarnings` pays the tutor unless a report came. Both are told.
 */
export function completeEndedSessions(ctx: AppContext): Promise<number> {
  return moveDueSessions(
    ctx,
    'approved',
    dueConditions.ended,
    (now) => ({ status: 'completed', completedAt: now, updatedAt: now }),
    async (tx, afterCommit, session) => {
      await setReleaseDueAt(tx, session.id, noShowReportUntil({ ...session, cancellation: null }));
      await notifyPeople(ctx, tx, afterCommit, session, 'session.completed', [
        session.studentId,
        session.tutorId,
      ]);
    },
  );
}
