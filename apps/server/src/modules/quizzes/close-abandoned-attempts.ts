import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type OpenedSection, openSection, type Viewer } from '../courses/index.ts';
import { limitPassedBefore } from './attempt-rules.ts';
import { closeIfPastLimit } from './grade-attempt.ts';
import { findAbandonedAttempts, findQuiz } from './repository.ts';

/** Attempts closed per run at most: the rest wait for the next minute. */
const BATCH = 200;

/**
 * The scheduled sweep (every minute): timed attempts still open past their limit and its grace (the learner
 * closed the tab, lost the connection) are closed as a late submit would close them, scored with the answers
 * saved in time and the section taken through course-learning, so results, completion and certificates see
 * them. Each is closed under its row lock after checking it is still open, so an attempt the learner submits
 * (or reopens) meanwhile is scored once. Answers how many it closed.
 */
export async function closeAbandonedAttempts(ctx: AppContext): Promise<number> {
  const abandoned = await findAbandonedAttempts(ctx.db, limitPassedBefore(ctx.clock.now()), BATCH);
  let closed = 0;
  for (const attempt of abandoned) {
    const learner: Viewer = { userId: attempt.userId, role: attempt.role };
    const { tenantId } = attempt;
    const opened =
      attempt.sectionId === null ? null : await openedNow(ctx, learner, tenantId, attempt.sectionId);
    const done = await inTransaction(ctx.db, async (tx) => {
      const locked = await findQuiz(tx, attempt.id, true);
      if (!locked) return false;
      return closeIfPastLimit(tx, locked, { opened, actor: learner, tenantId, at: ctx.clock.now() });
    });
    if (done) closed += 1;
  }
  return closed;
}

/**
 * The section as the learner may open it now. One they no longer may (their subscription ended, the course left
 * their tenant) is null: the attempt is still closed and scored, but takes no section, as a submit could not.
 */
async function openedNow(
  ctx: AppContext,
  learner: Viewer,
  tenantId: number | null,
  sectionId: number,
): Promise<OpenedSection | null> {
  try {
    return await openSection(ctx, learner, tenantId, sectionId);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
