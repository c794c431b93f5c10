/** The users module's public surface: its routes, and the full User other modules answer with. */
export { loadUserProfile } from './load-user-profile.ts';
export { usersRoutes } from './routes.ts';
