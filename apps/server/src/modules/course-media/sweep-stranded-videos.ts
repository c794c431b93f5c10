import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { claimTimeoutMs } from '../../platform/video/ladder.ts';
import { findClaimedVideos, settleStrandedVideo } from '../courses/index.ts';
import { VIDEO_QUEUE } from './transcode-video.ts';

/** Transcodes a video may begin, the sweeper's re-queues included: as many as its job's own attempts. */
export const VIDEO_TRANSCODE_ATTEMPTS = VIDEO_QUEUE.retryLimit + 1;

/**
 * The scheduled sweep of videos stranded in `processing`: a transcode whose claim outlived its bound (the
 * transcode's timeout for the video's duration, and the work around it) lost its runner to a deploy or a crash.
 * Such a video is queued again, with a job of its own, or `failed` (`timed_out`) once its attempts are spent.
 * Each video is settled only if its claim is still the one seen, so a second instance sweeping at the same
 * time, or a sweep run twice, changes nothing more. Answers how many videos it settled.
 */
export async function sweepStrandedVideos(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let settled = 0;
  for (const video of await findClaimedVideos(ctx.db)) {
    const claimedAt = video.transcodeStartedAt;
    if (!claimedAt || claimedAt.getTime() + claimTimeoutMs(video.durationSeconds) > now.getTime()) continue;
    const retry = video.transcodeAttempts < VIDEO_TRANSCODE_ATTEMPTS;
    const change = retry
      ? { uploadStatus: 'processing' as const }
      : {
          uploadStatus: 'failed' as const,
          failureReason: `timed_out: no transcode finished in ${video.transcodeAttempts} attempts`,
        };
    await inTransaction(ctx.db, async (tx, afterCommit) => {
      if (!(await settleStrandedVideo(tx, video.id, claimedAt, change, now))) return;
      settled += 1;
      if (retry && ctx.jobs) {
        await ctx.jobs.send(tx, VIDEO_QUEUE.name, { id: video.id });
        afterCommit(() => ctx.jobs?.wake(VIDEO_QUEUE.name));
      }
    });
  }
  return settled;
}
