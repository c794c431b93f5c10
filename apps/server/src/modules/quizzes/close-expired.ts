import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import type { OpenedSection } from '../courses/index.ts';
import { isPastLimit } from './attempt-rules.ts';
import { closeIfPastLimit } from './grade-attempt.ts';
import { findQuiz, type QuizRow } from './repository.ts';

/**
 * When the learner reads their own open attempt after its time limit ran out, it is closed first (scored with
 * the answers saved in time) so that what they see is final; answers the attempt as it is now.
 */
export async function closedWhenPastLimit(
  ctx: AppContext,
  actor: Actor,
  tenantId: number | null,
  quiz: QuizRow,
  opened: OpenedSection | null,
): Promise<QuizRow> {
  if (quiz.userId !== actor.userId || quiz.finishedAt !== null) return quiz;
  if (!isPastLimit(quiz.deadlineAt, ctx.clock.now())) return quiz;
  await inTransaction(ctx.db, async (tx) => {
    const locked = await findQuiz(tx, quiz.id, true);
    if (locked) await closeIfPastLimit(tx, locked, { opened, actor, tenantId, at: ctx.clock.now() });
  });
  return (await findQuiz(ctx.db, quiz.id)) ?? quiz;
}
