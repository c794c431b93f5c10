/** The catalogue module's public surface: reference data calls (educations, subjects, countries, plans). */
export { catalogueRoutes } from './routes.ts';
