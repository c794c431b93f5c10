/** Each user's private calendar feed (.ics) of their sessions. */
export { calendarFeedRoutes } from './routes.ts';
