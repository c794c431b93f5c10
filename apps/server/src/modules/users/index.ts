/** The users module's public surface: its routes, the full User other modules answer with, and a person's name. */
export { loadUserProfile } from './load-user-profile.ts';
export { fullName } from './policy.ts';
export { usersRoutes } from './routes.ts';
