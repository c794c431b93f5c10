import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { courses } from '../../platform/db/schema/index.ts';

/**
 * The course as the catalogue lists it on this tenant (null: the main marketplace): approved, and either without
 * tenant rows (every tenant) or with a row for this one. Undefined for anything else.
 */
export async function findListedCourse(q: Queryable, courseId: number, tenantId: number | null) {
  // Correlated on the outer row; the table names are spelled out, as drizzle leaves columns unqualified here.
  const onTenant = sql`(
    not exists (select 1 from course_subdomains as cs where cs.course_id = courses.id)
    or exists (
      select 1 from course_subdomains as cs where cs.course_id = courses.id and cs.subdomain_id = ${tenantId ?? 0}
    )
  )`;
  const [row] = await q
    .select({ id: courses.id, courseType: courses.courseType })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.approvalState, 'approved'), onTenant))
    .limit(1);
  return row;
}
