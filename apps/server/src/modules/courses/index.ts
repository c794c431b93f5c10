/**
 * Courses and skills: authoring, the catalogue and learning. Other modules reach only this surface: the routes,
 * the course view the admin review shows (the same shape `GET /courses/{id}` answers), and the SQL conditions of
 * the catalogue for the modules that answer about a course only where it is listed (reviews, sharing).
 */
export { insertApprovalLog } from './authoring-repository.ts';
export { courseOnTenant, listedOnTenant } from './catalogue-repository.ts';
export { loadCourseCards, loadCourseView } from './course-view.ts';
export { loadApprovalLogs } from './list-approval-logs.ts';
export { loadCourseSections } from './load-course-sections.ts';
export type { Viewer } from './policy.ts';
export { presentApprovalLog, presentCourse, presentSection } from './presenter.ts';
export { coursesRoutes } from './routes.ts';
