/** The student's home page figures, gathered from sessions, courses and diagnostics (through their indexes). */
export { dashboardRoutes } from './routes.ts';
