import { MSG, QUIZ_LIMITS, type Question, type QuestionBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuthor } from '../course-authoring/index.ts';
import { appendedQuestionOrder } from './policy.ts';
import { beginQuizEdit, loadAuthorQuestion, questionFields } from './question-edit.ts';
import { insertQuestion, maxQuestionOrder, replaceOptions } from './repository.ts';

/** `POST /sections/{id}/questions`: a question appended after the quiz's last (at most 99: 422). */
export async function createQuestion(
  ctx: AppContext,
  actor: Actor,
  sectionId: number,
  body: QuestionBody,
): Promise<Question> {
  requireAuthor(actor);
  const questionId = await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    await beginQuizEdit(tx, actor, sectionId, at);
    const sortOrder = appendedQuestionOrder(
      await maxQuestionOrder(tx, sectionId),
      QUIZ_LIMITS.questionsPerQuiz,
    );
    if (sortOrder === null) throw new AppError('VALIDATION_FAILED', MSG.tooManyQuestions);
    const { question, options } = questionFields(body);
    const id = await insertQuestion(tx, { ...question, sectionId, sortOrder }, at);
    await replaceOptions(tx, id, options);
    return id;
  });
  return loadAuthorQuestion(ctx.db, sectionId, questionId);
}
