import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { courses, thumbnails } from '../../platform/db/schema/index.ts';
import { courseCoverUrl, coverFileJoin, coverFiles, listedOnTenant } from '../courses/index.ts';

/** The largest number of addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * What a public course page's head shows, in one query: the course when the catalogue lists it on this tenant
 * (null: the main marketplace), undefined for anything else (a draft, one under review, another tenant's).
 */
export async function findPublicCourseHead(q: Queryable, courseId: number, tenantId: number | null) {
  const [row] = await q
    .select({
      id: courses.id,
      courseType: courses.courseType,
      title: courses.title,
      description: courses.description,
      coverUrl: courseCoverUrl,
    })
    .from(courses)
    .leftJoin(thumbnails, eq(thumbnails.id, courses.thumbnailId))
    .leftJoin(coverFiles, coverFileJoin)
    .where(and(eq(courses.id, courseId), listedOnTenant(tenantId)))
    .limit(1);
  return row;
}
export type PublicCourseHeadRow = NonNullable<Awaited<ReturnType<typeof findPublicCourseHead>>>;

/** The courses and skills the catalogue lists on this tenant, with when each last changed, oldest first. */
export function findSitemapCourses(q: Queryable, tenantId: number | null) {
  return q
    .select({
      id: courses.id,
      courseType: courses.courseType,
      changedAt: sql<Date>`greatest(${courses.approvedAt}, ${courses.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(courses)
    .where(listedOnTenant(tenantId))
    .orderBy(courses.id)
    .limit(SITEMAP_MAX_URLS);
}
