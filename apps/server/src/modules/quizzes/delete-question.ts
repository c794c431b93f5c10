import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuthor } from '../course-authoring/index.ts';
import { hasVersion } from '../courses/index.ts';
import { beginQuizEdit } from './question-edit.ts';
import { deleteQuestion, findQuestionOwner, markQuestionDeleted, renumberQuestions } from './repository.ts';

/**
 * `DELETE /questions/{id}`: the question with its options (and learners' answers to it; their attempts keep
 * their scores); the quiz's questions are renumbered 1..n. While learners read the course's approved version the
 * question is only marked deleted: they keep answering it (their answers name it) until the edit is approved.
 */
export async function removeQuestion(ctx: AppContext, actor: Actor, questionId: number): Promise<void> {
  requireAuthor(actor);
  const owner = await findQuestionOwner(ctx.db, questionId);
  if (!owner?.sectionId) throw AppError.notFound();
  const sectionId = owner.sectionId;
  await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const courseId = await beginQuizEdit(tx, actor, sectionId, at);
    if (await hasVersion(tx, courseId)) await markQuestionDeleted(tx, questionId, at);
    else await deleteQuestion(tx, questionId);
    await renumberQuestions(tx, sectionId);
  });
}
