import fs from 'node:fs/promises';
import { COURSE_PAGE_PATHS, ID_MAX } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { coursePageUrl } from '../course-share/index.ts';
import { clueOf } from '../courses/index.ts';
import { withPageHead } from './page-head.ts';
import { findPublicCourseHead } from './repository.ts';
import { type Site, siteOf } from './site.ts';

const DESCRIPTION_LENGTH = 200;
const COURSE_PATHS = new Set(Object.values(COURSE_PAGE_PATHS));

/** The built index.html, read once per file: a build is never changed under a running server. */
const indexHtmlCache = new Map<string, Promise<string>>();
function readIndexHtml(file: string): Promise<string> {
  let html = indexHtmlCache.get(file);
  if (!html) {
    html = fs.readFile(file, 'utf8');
    html.catch(() => indexHtmlCache.delete(file));
    indexHtmlCache.set(file, html);
  }
  return html;
}

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
  indexHtmlFile: string,
  request: { url: string; host: string },
): Promise<string | null> {
  const courseId = publicCourseIdOf(request.url);
  if (courseId === null) return null;
  const head = await courseHead(ctx, await siteOf(ctx, request.host), courseId);
  if (!head) return null;
  return withPageHead(await readIndexHtml(indexHtmlFile), head);
}
