/** The deployment's public settings for the web app (test mode, error reporting) and its error reports. */

export { presentSiteConfig } from './presenter.ts';
export { siteConfigRoutes } from './routes.ts';
