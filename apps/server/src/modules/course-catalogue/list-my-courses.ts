import { COURSES_PAGE_SIZE, type Language, type MyCoursesQuery } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import {
  type CourseFilter,
  countCourses,
  countEnrolledCourses,
  findCourseRows,
  findEnrolledCoursePage,
  learnerStatusesOf,
  loadCourseCards,
  mayAuthor,
  presentCourseCards,
} from '../courses/index.ts';
import type { CoursePage } from './list-courses.ts';

/**
 * `GET /user/courses`: a tutor's own courses by `approval_state` (every state when left out), the most recently
 * edited first; anyone else's enrolments by `status` (ongoing when left out), the most recently active first, of
 * courses shown on this tenant only (one limited to another tenant would not open here). Both by `course_type`.
 */
export async function listMyCourses(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  query: MyCoursesQuery,
  language: Language,
): Promise<CoursePage> {
  const offset = (query.page - 1) * COURSES_PAGE_SIZE;
  if (mayAuthor(actor)) {
    const filter: CourseFilter = {
      tutorId: actor.userId,
      approvalStates: query.approval_state,
      courseType: query.course_type,
    };
    const rows = await findCourseRows(ctx.db, filter, {
      limit: COURSES_PAGE_SIZE,
      offset,
      order: 'recently_updated',
      viewerId: actor.userId,
    });
    const total = rows[0]?.total ?? (offset > 0 ? await countCourses(ctx.db, filter) : 0);
    return { items: await presentCourseCards(ctx, actor, rows, language), total };
  }

  const filter = {
    studentId: actor.userId,
    statuses: learnerStatusesOf(query.status),
    courseType: query.course_type,
    tenantId: tenant?.id ?? null,
  };
  const page = await findEnrolledCoursePage(ctx.db, filter, { limit: COURSES_PAGE_SIZE, offset });
  const total = page[0]?.total ?? (offset > 0 ? await countEnrolledCourses(ctx.db, filter) : 0);
  const ids = page.map((entry) => entry.courseId);
  return { items: await loadCourseCards(ctx, actor, ids, language), total };
}
