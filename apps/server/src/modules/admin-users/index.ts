/** The admin console's users: search, inspect, suspend and restore accounts of every tenant. */
export { adminUsersRoutes } from './routes.ts';
