import { TUTOR_REVIEW_PAGE_SIZE, type TutorReviewQuery, type TutorReviewSummary } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { queueOrderOf } from './policy.ts';
import { presentSummary } from './presenter.ts';
import { countTutors, listTutors } from './repository.ts';

/** `GET /admin/tutor-reviews`: one page of the tutors in a review state (the queue of `pending` by default). */
export async function listTutorReviews(
  ctx: AppContext,
  actor: Actor,
  query: TutorReviewQuery,
): Promise<{ items: TutorReviewSummary[]; total: number; page: number; perPage: number }> {
  requireAdmin(actor);
  const perPage = TUTOR_REVIEW_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listTutors(ctx.db, {
      status: query.status,
      order: queueOrderOf(query.status),
      limit: perPage,
      offset: (query.page - 1) * perPage,
    }),
    countTutors(ctx.db, query.status),
  ]);
  return { items: rows.map(presentSummary), total, page: query.page, perPage };
}
