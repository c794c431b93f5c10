/** The meeting room's public surface: its routes (the token call and the signalling socket). */
export { meetingRoutes } from './routes.ts';
