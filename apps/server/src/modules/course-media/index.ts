/**
 * Course media: a section's attachments and video (upload, submit, checkout, removal) and the job that checks
 * uploaded videos. Learning reads a section's attachments and video through this surface.
 */
export { courseMediaRoutes } from './media-routes.ts';
export { processVideos } from './process-videos.ts';
export { loadSectionAttachments, presentAttachment } from './section-attachments.ts';
export { openedSectionVideo, presentVideo } from './video-view.ts';
