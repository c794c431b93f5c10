import type { Question, QuestionBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuthor } from '../course-authoring/index.ts';
import { beginQuizEdit, loadAuthorQuestion, questionFields } from './question-edit.ts';
import { findQuestionOwner, replaceOptions, updateQuestion } from './repository.ts';

/**
 * `PATCH /questions/{id}`: the whole question again (title, choice kind, feedback, options). Options keep their
 * ids by position, so past results still show which were chosen.
 */
export async function editQuestion(
  ctx: AppContext,
  actor: Actor,
  questionId: number,
  body: QuestionBody,
): Promise<Question> {
  requireAuthor(actor);
  const owner = await findQuestionOwner(ctx.db, questionId);
  if (!owner?.sectionId) throw AppError.notFound();
  const sectionId = owner.sectionId;
  await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    await beginQuizEdit(tx, actor, sectionId, at);
    const { question, options } = questionFields(body);
    await updateQuestion(tx, questionId, question, at);
    await replaceOptions(tx, questionId, options);
  });
  return loadAuthorQuestion(ctx.db, sectionId, questionId);
}
