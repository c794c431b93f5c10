import fs from 'node:fs/promises';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { presentSiteConfig } from '../site-config/index.ts';
import { presentTenant } from '../tenants/index.ts';
import { renderPublicPage } from './render-course-page.ts';
import { type Site, siteOf } from './site.ts';

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

/** JSON inside a `<script>`: every `<` escaped, so that no text in it (a tenant's title) can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page's boot data in its head: the web app reads it at start instead of asking `GET /public/site-config` and
 * `GET /public/subdomain` and waiting, so the TEST MODE banner is in its first screen (nothing moves when it
 * arrives) and the first API calls (`GET /user`) leave at once. It goes before the head's first script: the
 * inline preload script runs as it is parsed and reads the tenant from it.
 */
export function withBootData(html: string, boot: BootData): string {
  const tag = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson(boot)}</script>`;
  const head = html.indexOf('</head>');
  if (head < 0) return `${tag}${html}`;
  const firstScript = html.slice(0, head).indexOf('<script');
  const at = firstScript < 0 ? head : firstScript;
  return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

function bootDataOf(ctx: AppContext, site: Site): BootData {
  return {
    site_config: presentSiteConfig(ctx.config),
    tenant: site.tenant ? presentTenant(site.tenant) : null,
  };
}

export interface AppPage {
  html: string;
  /** A public course page with its own head (title, link-card tags), which may be cached briefly. */
  isPublicCoursePage: boolean;
}

/** The web app's HTML for any of its pages: with the boot data, and a public course page's head when it is one. */
export async function renderAppPage(
  ctx: AppContext,
  indexHtmlFile: string,
  request: { url: string; host: string },
): Promise<AppPage> {
  const [indexHtml, site] = await Promise.all([readIndexHtml(indexHtmlFile), siteOf(ctx, request.host)]);
  const publicPage = await renderPublicPage(ctx, indexHtml, site, request.url);
  return {
    html: withBootData(publicPage ?? indexHtml, bootDataOf(ctx, site)),
    isPublicCoursePage: publicPage !== null,
  };
}
