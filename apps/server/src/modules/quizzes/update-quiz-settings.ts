import type { QuizSettings, QuizSettingsBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { requireAuthor } from '../course-authoring/index.ts';
import { beginQuizEdit } from './question-edit.ts';
import { updateQuizSettings } from './repository.ts';

/**
 * `PUT /sections/{id}/quiz-settings`: whether the options keep the author's order and the time limit, an edit of
 * the course like any other (its rules: see `beginQuizEdit`). Attempts already started keep the order and
 * deadline they began with; learners of the approved version keep its settings until the edit is approved.
 */
export async function editQuizSettings(
  ctx: AppContext,
  actor: Actor,
  sectionId: number,
  body: QuizSettingsBody,
): Promise<QuizSettings> {
  requireAuthor(actor);
  await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    await beginQuizEdit(tx, actor, sectionId, at);
    await updateQuizSettings(
      tx,
      sectionId,
      { quizLockOptionOrder: body.lock_option_order, quizTimeLimitMinutes: body.time_limit_minutes },
      at,
    );
  });
  return { lock_option_order: body.lock_option_order, time_limit_minutes: body.time_limit_minutes };
}
