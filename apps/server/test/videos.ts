import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transcodeVideo } from '../src/modules/course-media/index.ts';
import { findProcessingVideos } from '../src/modules/courses/index.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import { ffmpegPaths } from '../src/platform/video/ffmpeg.ts';

/** Tiny but real video containers for the tests: the files pipeline and the video job read their headers. */

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/**
 * An MP4 of `ftyp` and a `moov` whose `mvhd` (version 0) records `seconds` at a timescale of 1000, or the raw
 * `duration` and `timescale` given.
 */
export function tinyMp4(
  seconds = 3,
  { timescale = 1000, duration = seconds * timescale }: { timescale?: number; duration?: number } = {},
): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\x00\x00\x02\x00isomiso2mp41', 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12); // timescale (after version/flags, creation and modification times)
  mvhd.writeUInt32BE(duration, 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [i, value] of [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].entries()) {
    mvhd.writeUInt32BE(value, 36 + i * 4); // the identity matrix
  }
  mvhd.writeUInt32BE(2, 96); // next track id
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd))]);
}

/** A WebM: the EBML header naming the `webm` document type, then an empty segment. */
export function tinyWebm(): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  const ebml = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  return Buffer.concat([ebml, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x80])]);
}

const made = new Map<string, Buffer>();

/**
 * A real video ffmpeg makes (test pattern and a tone), `seconds` long at `width`x`height`, in a container ffmpeg
 * picks from `format` (`mp4`, `webm`, `mov`, `mkv`); made once per file and kept.
 */
export function realVideo(
  seconds = 2,
  { width = 640, height = 480, format = 'mp4' }: { width?: number; height?: number; format?: string } = {},
): Buffer {
  const id = `${seconds}-${width}x${height}.${format}`;
  const cached = made.get(id);
  if (cached) return cached;
  const out = path.join(os.tmpdir(), `kru-test-video-${process.pid}-${id}`);
  const codecs =
    format === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-c:a', 'libvorbis']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'];
  execFileSync(ffmpegPaths(loadConfig().video).ffmpeg, [
    ...[
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${width}x${height}:rate=15:duration=${seconds}`,
    ],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-pix_fmt', 'yuv420p', ...codecs, out],
  ]);
  const bytes = fs.readFileSync(out);
  fs.rmSync(out);
  made.set(id, bytes);
  return bytes;
}

/** What the video jobs would do: each waiting video transcoded, one after the other; answers how many. */
export async function transcodeWaitingVideos(ctx: AppContext): Promise<number> {
  const waiting = await findProcessingVideos(ctx.db);
  for (const video of waiting) await transcodeVideo(ctx, video.id, { final: true });
  return waiting.length;
}
