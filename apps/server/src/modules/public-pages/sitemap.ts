import { escapeHtml } from './page-head.ts';

/** One address of a sitemap: where, and when its content last changed. */
export interface SitemapEntry {
  url: string;
  lastModified: Date;
}

/** A sitemaps.org urlset (addresses escaped as XML). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(entry.url)}</loc><lastmod>${entry.lastModified.toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: crawl the site but not the API, and find the pages in the sitemap. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
