import { type CreateReviewBody, type Language, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { presentReviews } from './load-reviews.ts';
import {
  addToRating,
  findCompletedSessionSubject,
  findReviews,
  insertReview,
  isTutor,
} from './repository.ts';

/**
 * `POST /rates`: a student reviews a tutor after a completed session with them, once (then edits). The tutor's
 * rating sums change in the same transaction. Courses cannot be reviewed until courses exist.
 */
export async function createReview(
  ctx: AppContext,
  actor: Actor,
  body: CreateReviewBody,
  language: Language,
) {
  if (body.type === 'course') throw AppError.invalid('type', MSG.coursesNotReviewable);
  const id = await inTransaction(ctx.db, async (tx) => {
    if (!(await isTutor(tx, body.id))) throw AppError.notFound();
    const completed = await findCompletedSessionSubject(tx, actor.userId, body.id);
    if (!completed) throw AppError.forbidden(MSG.reviewNeedsCompletedSession);
    const now = ctx.clock.now();
    const reviewId = await insertReview(tx, {
      type: 'tutor',
      targetId: body.id,
      userId: actor.userId,
      rate: body.rate,
      review: body.review,
      subjectId: completed.subjectId,
      createdAt: now,
      updatedAt: now,
    });
    if (!reviewId) throw AppError.conflict(MSG.reviewAlreadyWritten);
    await addToRating(tx, body.id, body.rate, 1);
    return reviewId;
  });
  const rows = await findReviews(ctx.db, { type: 'tutor', targetId: body.id, id }, { limit: 1, offset: 0 });
  const [review] = await presentReviews(ctx, rows, language);
  return review!;
}
