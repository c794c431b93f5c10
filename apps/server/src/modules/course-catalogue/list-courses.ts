import {
  COURSES_PAGE_SIZE,
  type Course,
  type CoursesQuery,
  type Language,
  SEARCH_TOTAL_CAP,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { type CourseFilter, countCourses, findCourseRows, presentCourseCards } from '../courses/index.ts';

export interface CoursePage {
  items: Course[];
  total: number;
}

/** A search's page: `total` is at most SEARCH_TOTAL_CAP, `capped` when more courses match. */
export interface CourseSearchPage extends CoursePage {
  capped: boolean;
}

/**
 * `GET /courses`: the catalogue of this tenant (approved courses and skills without tenants, or limited to this
 * one), by keyword over title and description, subject, tutor and type, the newest approval first.
 */
export async function listCourses(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  query: CoursesQuery,
  language: Language,
): Promise<CourseSearchPage> {
  const filter: CourseFilter = {
    approvalStates: ['approved'],
    tenantId: tenant?.id ?? null,
    courseType: query.course_type,
    subjectId: query.subject_id,
    tutorId: query.tutor_id,
    pattern: query.keyword ? containsPattern(query.keyword) : undefined,
  };
  const offset = (query.page - 1) * COURSES_PAGE_SIZE;
  const rows = await findCourseRows(ctx.db, filter, {
    limit: COURSES_PAGE_SIZE,
    offset,
    order: 'newest_approval',
    countCap: SEARCH_TOTAL_CAP + 1,
    viewerId: actor.userId,
  });
  const total = rows[0]?.total ?? (offset > 0 ? await countCourses(ctx.db, filter, SEARCH_TOTAL_CAP + 1) : 0);
  const capped = total > SEARCH_TOTAL_CAP;
  return {
    items: await presentCourseCards(ctx, actor, rows, language),
    total: capped ? SEARCH_TOTAL_CAP : total,
    capped,
  };
}
