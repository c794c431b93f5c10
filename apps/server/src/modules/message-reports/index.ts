/** Reports of conversations: a participant reports, the admin team reads the conversation and resolves. */

export { messageReportsRoutes } from './routes.ts';
