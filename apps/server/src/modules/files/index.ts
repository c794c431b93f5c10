/** What other modules and jobs may use of the files module. */

export { IMAGE_SIZE_HEAD_BYTES, type ImageSize, imageSize } from './image-size.ts';
export { contentDisposition } from './policy.ts';
export { registerFile } from './register-file.ts';
export { removeUnregisteredUploads } from './remove-unregistered-uploads.ts';
export { filesRoutes } from './routes.ts';
export { signUpload } from './sign-upload.ts';
