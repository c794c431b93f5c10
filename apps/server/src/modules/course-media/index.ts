/**
 * Course media: a section's attachments and video (upload, submit, checkout, removal), the job that transcodes
 * each video and the route that streams it. Learning reads a section's attachments and video through this surface.
 */
export { hlsRoutes } from './hls-routes.ts';
export { courseMediaRoutes } from './media-routes.ts';
export { loadSectionAttachments, presentAttachment } from './section-attachments.ts';
export { sweepStrandedVideos } from './sweep-stranded-videos.ts';
export { transcodeVideo, VIDEO_QUEUE } from './transcode-video.ts';
export { openedSectionVideo, presentVideo } from './video-view.ts';
