import type { AppContext } from '../platform/context.ts';
import type { JobRunner } from '../platform/jobs.ts';
import { transcodeVideo, VIDEO_QUEUE } from './course-media/index.ts';

/**
 * Transcodes videos in this process, `concurrency` at a time (VIDEO_TRANSCODE_CONCURRENCY): the server does by
 * default, `npm run worker` does on another machine; 0 leaves them to the workers.
 */
export async function workOnVideos(ctx: AppContext, jobs: JobRunner, concurrency: number) {
  if (concurrency < 1) return;
  await jobs.work<{ id: number }>(
    VIDEO_QUEUE.name,
    ({ id }, attempt) => transcodeVideo(ctx, id, attempt),
    concurrency,
  );
}
