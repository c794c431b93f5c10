/**
 * Session disputes: a session's held money waiting for an admin instead of going to the tutor (a reported
 * no-show, or a suspended tutor), and the admin's decision (refund, release, split).
 */
export { holdSuspendedTutorMoney } from './hold-for-suspension.ts';
export { sessionDisputesRoutes } from './routes.ts';
