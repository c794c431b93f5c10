/** The tutors module's public surface: finding a tutor and a tutor's public profile. */
export { tutorsRoutes } from './routes.ts';
