/** Sharing a course: the QR code of its public page. Reached only over HTTP. */
export { courseShareRoutes } from './routes.ts';
