/** Reviews (`/rates`): students rate the tutors they had completed sessions with, and the courses they started. */

export { listPublicCourseReviews } from './list-public-course-reviews.ts';
export { reviewsRoutes } from './routes.ts';
