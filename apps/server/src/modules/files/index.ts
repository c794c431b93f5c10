/** What other modules and jobs may use of the files module. */
export { removeUnregisteredUploads } from './remove-unregistered-uploads.ts';
export { filesRoutes } from './routes.ts';
