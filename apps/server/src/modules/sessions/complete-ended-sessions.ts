import type { AppContext } from '../../platform/context.ts';
import { releaseSessionMoney } from '../session-money/index.ts';
import { dueConditions } from './repository.ts';
import { moveDueSessions, notifyPeople } from './session-steps.ts';

/**
 * The job: approved sessions that have ended (and have no cancellation, which settles its own money) are
 * completed and their held money goes to the tutor's earnings; the session's one settlement key keeps a
 * cancellation that got there first from being paid twice. Both people are told.
 */
export function completeEndedSessions(ctx: AppContext): Promise<number> {
  return moveDueSessions(
    ctx,
    'approved',
    dueConditions.ended,
    (now) => ({ status: 'completed', completedAt: now, updatedAt: now }),
    async (tx, afterCommit, session, now) => {
      await releaseSessionMoney(tx, session, now);
      await notifyPeople(ctx, tx, afterCommit, session, 'session.completed', [
        session.studentId,
        session.tutorId,
      ]);
    },
  );
}
