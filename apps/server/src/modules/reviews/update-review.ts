import { type Language, MSG, type UpdateReviewBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { presentReviews } from './load-reviews.ts';
import { addToRating, findReviews, lockOwnReview, updateReview } from './repository.ts';

/** `PATCH /rates/{id}`: the reviewer edits their own review (anyone else's is 404); the target's sum follows. */
export async function editReview(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: UpdateReviewBody,
  language: Language,
) {
  if (body.rate_id !== undefined && body.rate_id !== id)
    throw AppError.invalid('rate_id', MSG.reviewIdMismatch);
  const review = await inTransaction(ctx.db, async (tx) => {
    const own = await lockOwnReview(tx, id, actor.userId);
    if (!own) throw AppError.notFound();
    await updateReview(tx, id, { rate: body.rate, review: body.review, updatedAt: ctx.clock.now() });
    await addToRating(tx, { type: own.type, id: own.targetId }, body.rate - own.rate, 0);
    return own;
  });
  const rows = await findReviews(
    ctx.db,
    { type: review.type, targetId: review.targetId, id },
    { limit: 1, offset: 0 },
  );
  const [presented] = await presentReviews(ctx, rows, language);
  return presented!;
}
