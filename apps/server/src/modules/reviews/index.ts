/** Reviews (`/rates`): students rate the tutors they had completed sessions with, and the courses they started. */
export { reviewsRoutes } from './routes.ts';
