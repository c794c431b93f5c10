import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../platform/context.ts';
import { findProcessingVideos, setVideoStatus } from './videos-repository.ts';

/** Enough of the file's start to hold an MP4's `moov`/`mvhd` when the file is written for streaming. */
const HEADER_BYTES = 64 * 1024;

/**
 * The video job (`courses-process-videos`, every minute). There is no transcoder here: "processing" reads the
 * start of each submitted video, and one whose container is really a video becomes `ready` (with its duration
 * when an MP4/QuickTime `mvhd` box is within the first 64 KB), anything else `failed`. Browsers play the
 * uploaded MP4 or WebM as it is. Answers how many videos it settled.
 */
export async function processVideos(ctx: AppContext): Promise<number> {
  const videos = await findProcessingVideos(ctx.db);
  for (const video of videos) {
    const head = await ctx.storage.readHead(video.fileKey, HEADER_BYTES).catch(() => Buffer.alloc(0));
    const sniffed = head.length ? await fileTypeFromBuffer(head).catch(() => undefined) : undefined;
    const isVideo = sniffed?.mime.startsWith('video/') ?? false;
    await setVideoStatus(
      ctx.db,
      video.id,
      isVideo
        ? { uploadStatus: 'ready', durationSeconds: mp4DurationSeconds(head) }
        : { uploadStatus: 'failed' },
      ctx.clock.now(),
    );
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
