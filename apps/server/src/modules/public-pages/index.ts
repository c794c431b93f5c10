/**
 * What a signed-out visitor, a crawler or a link preview gets outside the API: the web app's HTML with its boot
 * data, a public course page's with its own title and link-card tags (called from the web app's catch-all in
 * app.ts), the sitemap and robots.txt.
 */
export { renderAppPage } from './app-page.ts';
export { inlineScriptSources } from './inline-scripts.ts';
export { publicPagesRoutes } from './routes.ts';
