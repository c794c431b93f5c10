/** The deployment's public settings for the web app (test mode). */
export { siteConfigRoutes } from './routes.ts';
