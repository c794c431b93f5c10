import type { AppContext } from '../../platform/context.ts';
import { coursePageUrl } from '../course-share/index.ts';
import { findSitemapCourses } from './repository.ts';
import { siteOf } from './site.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** `GET /sitemap.xml`: the public page of every course and skill the catalogue lists on the host's tenant. */
export async function renderSitemap(ctx: AppContext, host: string): Promise<string> {
  const site = await siteOf(ctx, host);
  const courses = await findSitemapCourses(ctx.db, site.tenant?.id ?? null);
  return sitemapXml(
    courses.map((course) => ({
      url: coursePageUrl(ctx.config.appUrl, site.tenant, course),
      lastModified: course.changedAt,
    })),
  );
}

/** `GET /robots.txt`, pointing at the host's own sitemap. */
export async function renderRobots(ctx: AppContext, host: string): Promise<string> {
  return robotsTxt((await siteOf(ctx, host)).origin);
}
