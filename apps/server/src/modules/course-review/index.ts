/** The course review module (the admin console's approval of courses and skills) is reached only over HTTP. */
export { courseReviewRoutes } from './routes.ts';
