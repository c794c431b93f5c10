/**
 * Courses and skills: authoring, the catalogue and learning. Other modules reach only this surface: the routes,
 * the course view the admin review shows (the same shape `GET /courses/{id}` answers, sections locked beyond the
 * viewer's trial), a course's sections, the catalogue (the AI tutor reads them to answer and recommend), the SQL
 * conditions of the catalogue for the modules that answer about a course only where it is listed, and what the
 * quizzes module builds on: sections opened with the same access rules, section edits, and progress; and what
 * approving an edit does to the approved version learners read.
 */
export { findSection, insertApprovalLog } from './authoring-repository.ts';
export { courseOnTenant, listedOnTenant } from './catalogue-repository.ts';
export { approveWorkingCopy } from './course-version.ts';
export { loadCourseCards, loadCourseView } from './course-view.ts';
export { beginEdit, requireAuthor } from './edit-guard.ts';
export { loadApprovalLogs } from './list-approval-logs.ts';
export { listCourses } from './list-courses.ts';
export { loadCourseSections } from './load-course-sections.ts';
export { type OpenedSection, openSection } from './open-section.ts';
export { isAdmin, isAuthor, mayLearn, type Viewer } from './policy.ts';
export { presentApprovalLog, presentCourse, presentSection } from './presenter.ts';
export { processVideos } from './process-videos.ts';
export type { QuizPort, SectionQuiz } from './quiz-port.ts';
export { coursesRoutes } from './routes.ts';
export { recordSectionTaken } from './take-section.ts';
export { hasVersion } from './version-repository.ts';
