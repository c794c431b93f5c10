/** Sharing a course: the QR code of its public page, and that page's address. */
export { coursePageUrl } from './get-course-qr-code.ts';
export { courseShareRoutes } from './routes.ts';
