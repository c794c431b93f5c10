import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../platform/context.ts';
import type { JobAttempt, QueueSpec } from '../../platform/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { ffmpegPaths, VideoInputError } from '../../platform/video/ffmpeg.ts';
import { hlsKey } from '../../platform/video/hls-storage.ts';
import { transcodeTimeoutMs } from '../../platform/video/ladder.ts';
import { probe, transcodeToHls } from '../../platform/video/transcode.ts';
import {
  claimVideoTranscode,
  findVideo,
  setVideoDuration,
  setVideoProgress,
  setVideoStatus,
} from '../courses/index.ts';

/**
 * One job per submitted video. A job attempt may outlive the transcode's own timeout (proportional to the
 * duration, at most a day for the longest video accepted), so it is pg-boss's ceiling.
 */
export const VIDEO_QUEUE: QueueSpec = {
  name: 'videos-transcode',
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 23 * 3600,
};

/** A progress write at most this often: ffmpeg reports several times a second. */
const PROGRESS_EVERY_MS = 1500;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};

/**
 * The job of one video (`videos-transcode`): ffprobe reads it, ffmpeg makes its HLS renditions and poster, they
 * are stored through the storage driver, and the video becomes `ready` with its duration; an input ffmpeg cannot
 * use ends `failed` with the reason at once. Anything else (the store, the disk) throws so that the job is
 * retried, and is recorded as the failure on the last attempt. A video removed or replaced meanwhile is left be.
 */
export async function transcodeVideo(ctx: AppContext, videoId: number, attempt: JobAttempt): Promise<void> {
  const now = ctx.clock.now();
  // A claim older than the longest transcode is a runner that died: it may be taken over.
  const stale = new Date(now.getTime() - transcodeTimeoutMs(24 * 3600));
  const video = await claimVideoTranscode(ctx.db, videoId, now, stale);
  if (!video) return;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'kru-video-'));
  try {
    const input = path.join(dir, 'source');
    await pipeline(await ctx.storage.read(video.fileKey), fs.createWriteStream(input));
    const paths = ffmpegPaths(ctx.config.video);
    const probed = await probe(paths, input);
    await setVideoDuration(ctx.db, video.id, Math.round(probed.durationSeconds));
    const prefix = `${video.id}-${randomBytes(6).toString('hex')}`;
    const out = path.join(dir, 'out');
    await fsp.mkdir(out);
    let reportedAt = 0;
    const output = await transcodeToHls(paths, input, probed, { dir: out, name: prefix }, (percent) => {
      if (Date.now() - reportedAt < PROGRESS_EVERY_MS) return;
      reportedAt = Date.now();
      void setVideoProgress(ctx.db, video.id, percent).catch(() => undefined);
    });
    const sizes = await storeOutputs(ctx.storage, out);
    const renditions = output.heights.map((height) => ({
      height,
      width: Math.round((probed.width * height) / probed.height / 2) * 2,
      bandwidth: Math.max(1, Math.round(((sizes.get(`${height}p`) ?? 0) * 8) / probed.durationSeconds)),
    }));
    const current = await findVideo(ctx.db, video.id);
    if (current?.uploadStatus !== 'processing') {
      await removeOutputs(ctx.storage, out);
      return;
    }
    await setVideoStatus(
      ctx.db,
      video.id,
      {
        uploadStatus: 'ready',
        durationSeconds: Math.round(probed.durationSeconds),
        progressPercent: 100,
        hlsPrefix: prefix,
        renditions,
        failureReason: null,
      },
      ctx.clock.now(),
    );
  } catch (error) {
    if (!(error instanceof VideoInputError) && !attempt.final) {
      // Released, so that the retry can claim it.
      await setVideoStatus(
        ctx.db,
        video.id,
        { uploadStatus: 'processing', transcodeStartedAt: null },
        ctx.clock.now(),
      );
      throw error;
    }
    const failure = error instanceof VideoInputError ? error.failure : 'transcode_failed';
    const detail = error instanceof Error ? error.message : String(error);
    await setVideoStatus(
      ctx.db,
      video.id,
      { uploadStatus: 'failed', failureReason: `${failure}: ${detail}`.slice(0, 1000) },
      ctx.clock.now(),
    );
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** Stores every file the transcode wrote; answers the bytes of each rendition (`360p`: playlist and segments). */
async function storeOutputs(storage: Storage, dir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const name of await fsp.readdir(dir)) {
    const body = await fsp.readFile(path.join(dir, name));
    const ext = name.slice(name.lastIndexOf('.') + 1);
    await storage.put(hlsKey(name), body, CONTENT_TYPES[ext] ?? 'application/octet-stream');
    const rendition = /_(\d+p)[_.]/.exec(name)?.[1];
    if (rendition) sizes.set(rendition, (sizes.get(rendition) ?? 0) + body.length);
  }
  return sizes;
}

async function removeOutputs(storage: Storage, dir: string) {
  for (const name of await fsp.readdir(dir)) await storage.delete(hlsKey(name));
}
