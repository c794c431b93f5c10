/** The home pages' figures (the student's, the tutor's, a course author's learners), gathered from sessions, courses, diagnostics and the ledger. */
export { dashboardRoutes } from './routes.ts';
