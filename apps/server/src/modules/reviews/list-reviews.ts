import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { presentReviews } from './load-reviews.ts';
import { maySeeCourseReviews } from './policy.ts';
import { countReviews, findReviewedCourse, findReviews } from './repository.ts';

export const REVIEWS_PER_PAGE = 10;

interface Target {
  id: number;
  type: 'tutor' | 'course';
}

/** A course's reviews are read where the course itself may be opened: 404 for one the caller cannot see. */
async function assertVisible(ctx: AppContext, actor: Actor, tenant: Tenant | null, target: Target) {
  if (target.type !== 'course') return;
  const course = await findReviewedCourse(ctx.db, target.id, tenant?.id ?? null);
  if (!course || !maySeeCourseReviews(course, actor)) throw AppError.notFound();
}

/** `GET /rates?id=&type=&page=`: the reviews of a tutor or a course, the latest change first. */
export async function listReviews(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  query: Target & { page: number },
  language: Language,
) {
  await assertVisible(ctx, actor, tenant, query);
  const filter = { type: query.type, targetId: query.id };
  const [rows, total] = await Promise.all([
    findReviews(ctx.db, filter, { limit: REVIEWS_PER_PAGE, offset: (query.page - 1) * REVIEWS_PER_PAGE }),
    countReviews(ctx.db, filter),
  ]);
  return {
    items: await presentReviews(ctx, rows, language),
    total,
    page: query.page,
    perPage: REVIEWS_PER_PAGE,
  };
}

/** `GET /rates/show?id=&type=`: the caller's own review of the target, or null. */
export async function getOwnReview(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  query: Target,
  language: Language,
) {
  await assertVisible(ctx, actor, tenant, query);
  const rows = await findReviews(
    ctx.db,
    { type: query.type, targetId: query.id, userId: actor.userId },
    { limit: 1, offset: 0 },
  );
  const [review] = await presentReviews(ctx, rows, language);
  return review ?? null;
}
