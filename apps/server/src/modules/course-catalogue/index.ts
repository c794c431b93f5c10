/**
 * The course catalogue: listing and searching approved courses, a course by id (signed in or public), and a
 * person's own courses (the author's, or the learner's by status). The AI tutor lists courses to recommend them.
 */
export { courseCatalogueRoutes } from './catalogue-routes.ts';
export { listCourses } from './list-courses.ts';
