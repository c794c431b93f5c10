/** The admin console's catalogue: educations, school years, subjects, specialties and thumbnails. */
export { adminCatalogueRoutes } from './routes.ts';
