/** A tutor's students: who has had sessions with them, and those sessions. */
export { studentsRoutes } from './routes.ts';
