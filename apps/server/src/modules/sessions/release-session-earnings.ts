import type { AppContext } from '../../platform/context.ts';
import { releaseSessionMoney } from '../session-money/index.ts';
import { dueConditions } from './repository.ts';
import { moveDueSessions } from './session-steps.ts';

/**
 * The job: a completed session's held money goes to the tutor's earnings once the no-show window (24 hours
 * after the end) has passed without a report, unless the tutor is suspended (an admin decides then). Clearing
 * `release_due_at` is the conditional transition; the session's one settlement key keeps any other path that
 * got there first from paying twice.
 */
export function releaseSessionEarnings(ctx: AppContext): Promise<number> {
  return moveDueSessions(
    ctx,
    'completed',
    dueConditions.releasable,
    (now) => ({ releaseDueAt: null, updatedAt: now }),
    async (tx, _afterCommit, session, now) => {
      await releaseSessionMoney(tx, session, now);
    },
  );
}
