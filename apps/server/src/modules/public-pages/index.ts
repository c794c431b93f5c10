/**
 * What a signed-out visitor, a crawler or a link preview gets outside the API: a public course page's HTML with
 * its own title and link-card tags (called from the web app's catch-all in app.ts), the sitemap and robots.txt.
 */
export { renderPublicPage } from './render-course-page.ts';
export { publicPagesRoutes } from './routes.ts';
