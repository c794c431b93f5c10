/** Reviews (`/rates`): students rate the tutors they had completed sessions with. */
export { reviewsRoutes } from './routes.ts';
