import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { presentReviews } from './load-reviews.ts';
import { countReviews, findReviews } from './repository.ts';

export const REVIEWS_PER_PAGE = 10;

/** `GET /rates?id=&type=&page=`: the reviews of a tutor (or course), the latest change first. */
export async function listReviews(
  ctx: AppContext,
  query: { id: number; type: 'tutor' | 'course'; page: number },
  language: Language,
) {
  const filter = { type: query.type, targetId: query.id };
  const rows = await findReviews(ctx.db, filter, {
    limit: REVIEWS_PER_PAGE,
    offset: (query.page - 1) * REVIEWS_PER_PAGE,
  });
  return {
    items: await presentReviews(ctx, rows, language),
    total: await countReviews(ctx.db, filter),
    page: query.page,
    perPage: REVIEWS_PER_PAGE,
  };
}

/** `GET /rates/show?id=&type=`: the caller's own review of the target, or null. */
export async function getOwnReview(
  ctx: AppContext,
  actor: Actor,
  query: { id: number; type: 'tutor' | 'course' },
  language: Language,
) {
  const rows = await findReviews(
    ctx.db,
    { type: query.type, targetId: query.id, userId: actor.userId },
    { limit: 1, offset: 0 },
  );
  const [review] = await presentReviews(ctx, rows, language);
  return review ?? null;
}
