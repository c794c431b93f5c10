/**
 * Parents: with the student's consent, their parents' contacts receive a weekly digest and an e-mail when a session
 * is booked, cancelled, moved or missed; each e-mail's signed link unsubscribes that contact.
 */
export type { SessionEvent } from './copy.ts';
export { parentsRoutes } from './routes.ts';
export { sendWeeklyDigests } from './send-weekly-digests.ts';
export { tellParents, tellParentsOfSessions } from './tell-parents.ts';
