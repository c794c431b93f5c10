/**
 * Course authoring: creating, editing, deleting and submitting courses, their chapters and sections, under the
 * edit guard; the approved version learners read until an edit is approved (the admin review approves it); and the
 * approval log. Course media and quizzes edit sections through `beginEdit` / `requireAuthor`.
 */
export { courseAuthoringRoutes } from './authoring-routes.ts';
export { approveWorkingCopy, removeUnlessApproved } from './course-version.ts';
export { beginEdit, requireAuthor } from './edit-guard.ts';
export { loadApprovalLogs } from './list-approval-logs.ts';
