import { COURSE_PAGE_PATHS, ID_MAX } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { coursePageUrl } from '../course-share/index.ts';
import { clueOf } from '../courses/index.ts';
import { withPageHead } from './page-head.ts';
import { findPublicCourseHead } from './repository.ts';
import type { Site } from './site.ts';

const DESCRIPTION_LENGTH = 200;
const COURSE_PATHS = new Set(Object.values(COURSE_PAGE_PATHS));

/** The `courseId` of a public course page's URL (`/courses/search-courses/details?courseId=7`), else null. */
export function publicCourseIdOf(url: string): number | null {
  const [rawPath = '', query = ''] = url.split('?', 2);
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (!COURSE_PATHS.has(pathname)) return null;
  const value = new URLSearchParams(query).getAll('courseId');
  if (value.length !== 1 || !/^[1-9]\d{0,9}$/.test(value[0] ?? '')) return null;
  const id = Number(value[0]);
  return id <= ID_MAX ? id : null;
}

async function courseHead(ctx: AppContext, site: Site, courseId: number) {
  const course = await findPublicCourseHead(ctx.db, courseId, site.tenant?.id ?? null);
  if (!course) return null;
  return {
    title: course.title,
    description: clueOf(course.description, DESCRIPTION_LENGTH),
    url: coursePageUrl(ctx.config.appUrl, site.tenant, course),
    imageUrl: course.coverUrl ? new URL(course.coverUrl, site.origin).href : null,
    siteName: site.name,
  };
}

/**
 * The web app's HTML for a public course page with the course's title, description and link-card tags (one
 * query), or null for any other page and for a course that is not public on the host's tenant: those get the
 * generic HTML, which says nothing about whether the course exists.
 */
export async function renderPublicPage(
  ctx: AppContext,
  indexHtml: string,
  site: Site,
  url: string,
): Promise<string | null> {
  const courseId = publicCourseIdOf(url);
  if (courseId === null) return null;
  const head = await courseHead(ctx, site, courseId);
  if (!head) return null;
  return withPageHead(indexHtml, head);
}
