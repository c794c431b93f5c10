/** The tutors module's public surface: finding a tutor and a tutor's public profile. */
export { refreshNextFreeSlots } from './refresh-next-free.ts';
export { tutorsRoutes } from './routes.ts';
