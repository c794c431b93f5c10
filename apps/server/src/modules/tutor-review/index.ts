/** The tutor review module (the admin console's review queue) is reached only over HTTP. */
export { tutorReviewRoutes } from './routes.ts';
