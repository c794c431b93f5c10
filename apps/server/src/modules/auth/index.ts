/** The auth module's public surface: sign-up, sign-in and credential changes are reached only over HTTP. */
export { authRoutes } from './routes.ts';
