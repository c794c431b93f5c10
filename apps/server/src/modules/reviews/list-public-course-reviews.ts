import { PUBLIC_COURSE_REVIEWS, type PublicReview } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { presentPublicReview } from './presenter.ts';
import { findReviews } from './repository.ts';

/**
 * The latest reviews of a course for its public page. The caller has already decided that the course is public
 * (approved and listed on the request's tenant): this only reads and presents.
 */
export async function listPublicCourseReviews(ctx: AppContext, courseId: number): Promise<PublicReview[]> {
  const rows = await findReviews(
    ctx.db,
    { type: 'course', targetId: courseId },
    { limit: PUBLIC_COURSE_REVIEWS, offset: 0 },
  );
  return rows.map(presentPublicReview);
}
