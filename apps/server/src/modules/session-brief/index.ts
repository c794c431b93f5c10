/** The tutor's pre-lesson brief of a session: the student's notes and, when shared, their learning data. */
export { sessionBriefRoutes } from './routes.ts';
