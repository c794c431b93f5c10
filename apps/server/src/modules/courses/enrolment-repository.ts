import type { CourseType, LearnerCourseStatus } from '@kru/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { anyOfIds, executeNamed, selectNamed } from '../../platform/db/prepared.ts';
import { courseEnrolments, courses } from '../../platform/db/schema/index.ts';
import { courseOnTenant } from './catalogue-repository.ts';

// A learner's enrolments as the catalogue's pages read them (the catalogue's own reads: catalogue-repository.ts).

/** A learner's enrolments in the given courses, each with the number of sections taken. */
export function findEnrolments(q: Queryable, studentId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return selectNamed(
    q
      .select({
        id: courseEnrolments.id,
        courseId: courseEnrolments.courseId,
        status: courseEnrolments.status,
        latestViewedSectionId: courseEnrolments.latestViewedSectionId,
        startedAt: courseEnrolments.startedAt,
        takenCount: sql<number>`(SELECT count(*)::int FROM course_section_progress p
        WHERE p.enrolment_id = course_enrolments.id)`,
      })
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.studentId, studentId), anyOfIds(courseEnrolments.courseId, courseIds))),
  );
}
export type EnrolmentRow = Awaited<ReturnType<typeof findEnrolments>>[number];

/** The sections a learner has taken in one course. */
export async function findTakenSectionIds(
  q: Queryable,
  studentId: number,
  courseId: number,
): Promise<number[]> {
  const result = await executeNamed<{ section_id: number }>(
    q,
    sql`
    SELECT p.section_id FROM course_section_progress p
    JOIN course_enrolments e ON e.id = p.enrolment_id
    WHERE e.student_id = ${studentId} AND e.course_id = ${courseId}`,
  );
  return result.rows.map((row) => Number(row.section_id));
}

/** One page of a learner's courses by status and type, the most recently active first. */
interface EnrolledFilter {
  studentId: number;
  statuses: LearnerCourseStatus[];
  courseType?: CourseType;
  /** Only courses shown on this tenant (null: the main marketplace). */
  tenantId: number | null;
}

/** Over enrolments joined to their courses. */
const enrolledConditions = (filter: EnrolledFilter) =>
  and(
    eq(courseEnrolments.studentId, filter.studentId),
    inArray(courseEnrolments.status, filter.statuses),
    filter.courseType ? eq(courses.courseType, filter.courseType) : undefined,
    courseOnTenant(filter.tenantId),
  );

export function findEnrolledCoursePage(
  q: Queryable,
  filter: EnrolledFilter,
  page: { limit: number; offset: number },
) {
  return q
    .select({ courseId: courseEnrolments.courseId, total: sql<number>`(count(*) OVER ())::int` })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(enrolledConditions(filter))
    .orderBy(desc(courseEnrolments.updatedAt), desc(courseEnrolments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEnrolledCourses(q: Queryable, filter: EnrolledFilter): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(enrolledConditions(filter));
  return row?.n ?? 0;
}
