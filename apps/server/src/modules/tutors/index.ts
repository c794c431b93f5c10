/** The tutors module's public surface: finding a tutor (the AI tutor offers some) and a tutor's public profile. */
export { listTutors } from './list-tutors.ts';
export { refreshNextFreeSlots } from './refresh-next-free.ts';
export { tutorsRoutes } from './routes.ts';
