/** Cancellations of tutoring sessions: free ones at once, a student's late one decided by the tutor. */
export { cancelSuspendedTutorSessions } from './cancel-for-suspension.ts';
export { refundUndecidedCancellations } from './refund-undecided-cancellations.ts';
export { cancellationsRoutes } from './routes.ts';
