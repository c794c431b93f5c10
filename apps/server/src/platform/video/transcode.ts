import fsp from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_SECONDS_MAX } from '@kru/contract';
import { type FfmpegPaths, ProcessError, run, VideoInputError } from './ffmpeg.ts';
import { maxKbps, progressPercent, renditionHeights, transcodeTimeoutMs } from './ladder.ts';

export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
  /** Frames per second (0 when unknown). */
  fps: number;
}

interface ProbeStream {
  avg_frame_rate?: string;
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
}

/** What ffprobe reads of the file; a file it cannot read, without a picture or with an absurd length is refused. */
export async function probe(paths: FfmpegPaths, input: string): Promise<ProbedVideo> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input];
  const out = await run(paths.ffprobe, args, { timeoutMs: 60_000 }).catch((err: unknown) => {
    if (err instanceof ProcessError) throw new VideoInputError('unreadable', err.stderr);
    throw err;
  });
  const info = JSON.parse(out) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const video = info.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video?.width || !video.height) throw new VideoInputError('no_video_stream', 'no picture stream');
  const duration = Number(info.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0 || duration > VIDEO_SECONDS_MAX) {
    throw new VideoInputError('bad_duration', `duration ${info.format?.duration ?? 'missing'}`);
  }
  const rotation = Math.abs(Number(video.tags?.rotate ?? video.side_data_list?.[0]?.rotation ?? 0)) % 180;
  // ffmpeg turns a phone's portrait video upright: the picture's height is then the stored width.
  const [width, height] = rotation === 90 ? [video.height, video.width] : [video.width, video.height];
  return {
    durationSeconds: duration,
    width,
    height,
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
    fps: frameRate(video.avg_frame_rate),
  };
}

/** `30000/1001` as a number; 0 when missing or nonsense. */
function frameRate(ratio: string | undefined): number {
  const [num, den] = (ratio ?? '').split('/').map(Number);
  const fps = den ? (num ?? 0) / den : 0;
  return Number.isFinite(fps) && fps > 0 ? fps : 0;
}

/**
 * Below this frame rate (slides, screencasts) no B-frames are made: their reordering delay of two frames would
 * start the stream seconds late and make it seconds longer than the source.
 */
const B_FRAMES_MIN_FPS = 10;

export interface HlsOutput {
  /** Rendition heights made, each `<name>_<height>p.m3u8` with segments `<name>_<height>p_NNNN.ts`. */
  heights: number[];
  /** `<name>_poster.jpg` */
  poster: string;
}

/**
 * Transcodes `input` into H.264/AAC HLS renditions (one decode, one output per height) and a poster, all written
 * in `dir` as `<name>_...`; `onProgress` hears the share done. Stopped, as `timed_out`, past a time proportional
 * to the duration.
 */
export async function transcodeToHls(
  paths: FfmpegPaths,
  input: string,
  probed: ProbedVideo,
  target: { dir: string; name: string },
  onProgress: (percent: number) => void,
): Promise<HlsOutput> {
  const heights = renditionHeights(probed.height);
  const file = (suffix: string) => path.join(target.dir, `${target.name}_${suffix}`);
  const args = ['-hide_banner', '-nostats', '-y', '-i', input, '-progress', 'pipe:1'];
  for (const height of heights) {
    const kbps = maxKbps(height);
    args.push(
      ...['-map', '0:v:0', ...(probed.hasAudio ? ['-map', '0:a:0'] : [])],
      ...['-vf', `scale=-2:${height}`, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23'],
      ...['-maxrate', `${kbps}k`, '-bufsize', `${kbps * 2}k`, '-pix_fmt', 'yuv420p'],
      ...(probed.fps > 0 && probed.fps < B_FRAMES_MIN_FPS ? ['-bf', '0'] : []),
      // A keyframe every 2 s, so every 4 s segment starts with one and renditions can switch at its edges.
      ...['-force_key_frames', 'expr:gte(t,n_forced*2)', '-sc_threshold', '0'],
      ...(probed.hasAudio ? ['-c:a', 'aac', '-b:a', '96k', '-ac', '2'] : []),
      ...['-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', file(`${height}p_%04d.ts`), file(`${height}p.m3u8`)],
    );
  }
  const timeoutMs = transcodeTimeoutMs(probed.durationSeconds);
  await run(paths.ffmpeg, args, {
    timeoutMs,
    onLine: (line) => {
      const [key, value] = line.split('=');
      if (key === 'out_time_ms' || key === 'out_time_us')
        onProgress(progressPercent(Number(value), probed.durationSeconds));
    },
  }).catch(failedTranscode);
  const poster = `${target.name}_poster.jpg`;
  // From a second in (the first frame is often black), or the middle of a shorter video.
  const at = Math.min(1, probed.durationSeconds / 2).toFixed(2);
  await run(
    paths.ffmpeg,
    [
      '-hide_banner',
      '-y',
      '-ss',
      at,
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${heights.at(-1)}`,
    ].concat(['-q:v', '4', path.join(target.dir, poster)]),
    { timeoutMs: 60_000 },
  ).catch(failedTranscode);
  await fsp.access(path.join(target.dir, poster));
  return { heights, poster };
}

function failedTranscode(err: unknown): never {
  if (err instanceof ProcessError) throw new VideoInputError('transcode_failed', err.stderr);
  throw err;
}
