/**
 * Courses and skills: authoring, the catalogue and learning. Other modules reach only this surface: the routes,
 * the course view the admin review shows (the same shape `GET /courses/{id}` answers), and what the quizzes
 * module builds on: sections opened with the same access rules, section edits, and progress.
 */
export { findSection } from './authoring-repository.ts';
export { loadCourseCards, loadCourseView } from './course-view.ts';
export { beginEdit, requireAuthor } from './edit-guard.ts';
export { loadApprovalLogs } from './list-approval-logs.ts';
export { loadCourseSections } from './load-course-sections.ts';
export { type OpenedSection, openSection } from './open-section.ts';
export { isAdmin, isAuthor, mayLearn, type Viewer } from './policy.ts';
export { presentApprovalLog, presentCourse, presentSection } from './presenter.ts';
export type { QuizPort, SectionQuiz } from './quiz-port.ts';
export { coursesRoutes } from './routes.ts';
export { recordSectionTaken } from './take-section.ts';
