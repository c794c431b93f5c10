/** Moving a session to another time: one side proposes, the other accepts or declines (policy.ts). */
export { lapseReschedules } from './lapse-reschedules.ts';
export { reschedulesRoutes } from './routes.ts';
