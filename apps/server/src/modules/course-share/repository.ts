import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { courses } from '../../platform/db/schema/index.ts';
import { listedOnTenant } from '../courses/index.ts';

/** The course as the catalogue lists it on this tenant (null: the main marketplace); undefined for anything else. */
export async function findListedCourse(q: Queryable, courseId: number, tenantId: number | null) {
  const [row] = await q
    .select({ id: courses.id, courseType: courses.courseType })
    .from(courses)
    .where(and(eq(courses.id, courseId), listedOnTenant(tenantId)))
    .limit(1);
  return row;
}
