import { COURSES_PAGE_SIZE, type Course, type courseReviewQuery, type Language } from '@kru/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadCourseCards } from '../courses/index.ts';
import { queueOrderOf, requireReviewer } from './policy.ts';
import { countCourses, listCourseIds } from './repository.ts';

/**
 * `GET /admin/course-reviews`: one page of the courses and skills in an authoring state (the `pending` queue by
 * default, oldest submission first), optionally of one type.
 */
export async function listCourseReviews(
  ctx: AppContext,
  actor: Actor,
  query: z.infer<typeof courseReviewQuery>,
  language: Language,
): Promise<{ items: Course[]; total: number; page: number; perPage: number }> {
  requireReviewer(actor);
  const perPage = COURSES_PAGE_SIZE;
  const filter = { status: query.status, courseType: query.course_type };
  const [ids, total] = await Promise.all([
    listCourseIds(ctx.db, {
      ...filter,
      order: queueOrderOf(query.status),
      limit: perPage,
      offset: (query.page - 1) * perPage,
    }),
    countCourses(ctx.db, filter),
  ]);
  const items = await loadCourseCards(ctx, actor, ids, language);
  return { items, total, page: query.page, perPage };
}
