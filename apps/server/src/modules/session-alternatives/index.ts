/**
 * Other tutors for a request that expired unanswered: the same subject, free within a day of its time, booked in
 * one click through the normal booking. The expiry's notice names them.
 */
export { alternativeTutorNames } from './list-session-alternatives.ts';
export { sessionAlternativesRoutes } from './routes.ts';
