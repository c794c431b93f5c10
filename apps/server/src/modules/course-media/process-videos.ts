import type { AppContext } from '../../platform/context.ts';
import { findProcessingVideos, setVideoStatus } from '../courses/index.ts';

/** Enough of the file's start to hold an MP4's `moov`/`mvhd` when the file is written for streaming. */
const HEADER_BYTES = 64 * 1024;

/** The longest duration the column holds; a header claiming more (0xFFFFFFFF at a timescale of 1) is not a video. */
const DURATION_MAX_SECONDS = 2_147_483_647;

type Outcome =
  | { uploadStatus: 'ready'; durationSeconds: number | null }
  | { uploadStatus: 'failed'; failureReason: string };

/** What the job makes of one video from the start of its file. */
async function examine(ctx: AppContext, fileKey: string): Promise<Outcome> {
  const head = await ctx.storage.readHead(fileKey, HEADER_BYTES).catch(() => Buffer.alloc(0));
  if (!head.length) return { uploadStatus: 'failed', failureReason: 'The file could not be read.' };
  // Loaded at the first video, not at start (docs/architecture.md, "Memory at idle").
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(head).catch(() => undefined);
  if (!sniffed?.mime.startsWith('video/'))
    return { uploadStatus: 'failed', failureReason: 'The file is not a video.' };
  const durationSeconds = mp4DurationSeconds(head);
  if (durationSeconds !== null && durationSeconds > DURATION_MAX_SECONDS) {
    return { uploadStatus: 'failed', failureReason: `The video header claims ${durationSeconds} seconds.` };
  }
  return { uploadStatus: 'ready', durationSeconds };
}

/**
 * The video job (`courses-process-videos`, every minute). There is no transcoder here: "processing" reads the
 * start of each submitted video, and one whose container is really a video becomes `ready` (with its duration
 * when an MP4/QuickTime `mvhd` box is within the first 64 KB), anything else `failed` with the reason. One
 * video's failure never stops the others: whatever goes wrong with one marks it failed and the job goes on (a
 * video left `processing` would be retried, and fail, on every run). Answers how many videos it settled.
 */
export async function processVideos(ctx: AppContext): Promise<number> {
  const videos = await findProcessingVideos(ctx.db);
  for (const video of videos) {
    try {
      await setVideoStatus(ctx.db, video.id, await examine(ctx, video.fileKey), ctx.clock.now());
    } catch (error) {
      const failureReason = `Processing failed: ${error instanceof Error ? error.message : String(error)}`;
      await setVideoStatus(
        ctx.db,
        video.id,
        { uploadStatus: 'failed', failureReason },
        ctx.clock.now(),
      ).catch(() => undefined);
    }
  }
  return videos.length;
}

/** The duration an MP4/QuickTime `mvhd` box in `head` records, in whole seconds; null when none is there. */
export function mp4DurationSeconds(head: Buffer): number | null {
  const at = head.indexOf('mvhd', 0, 'latin1');
  if (at < 4) return null;
  const version = head[at + 4];
  const [scaleAt, durationAt, durationBytes] = version === 1 ? [at + 24, at + 28, 8] : [at + 16, at + 20, 4];
  if (durationAt + durationBytes > head.length) return null;
  const timescale = head.readUInt32BE(scaleAt);
  const duration =
    durationBytes === 8 ? Number(head.readBigUInt64BE(durationAt)) : head.readUInt32BE(durationAt);
  return timescale > 0 ? Math.round(duration / timescale) : null;
}
