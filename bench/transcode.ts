/**
 * Transcoding speed (issue 12): a 60-second 1080p clip that ffmpeg generates (moving test pattern and a tone) goes
 * through the server's own transcode (apps/server/src/platform/video/transcode.ts: ffprobe, then the HLS renditions
 * and the poster). Reports seconds of video per second of CPU (all of ffmpeg's threads, read from the children's
 * CPU time in /proc, Linux) and per second of wall-clock time. `node --import tsx bench/transcode.ts` runs it alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { ffmpegPaths } from '../apps/server/src/platform/video/ffmpeg.ts';
import { probe, transcodeToHls } from '../apps/server/src/platform/video/transcode.ts';

const SECONDS = Number(process.env.BENCH_TRANSCODE_SECONDS ?? 60);

export interface TranscodeFigures {
  videoSeconds: number;
  cpuSeconds: number;
  wallSeconds: number;
  videoSecondsPerCpuSecond: number;
  renditions: number[];
}

/** CPU seconds used by this process's finished children (user + system), from /proc/self/stat. */
function childrenCpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the command name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

export async function measureTranscode(): Promise<TranscodeFigures> {
  const paths = ffmpegPaths(loadConfig().video);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-bench-transcode-'));
  try {
    const input = path.join(dir, 'clip.mp4');
    execFileSync(paths.ffmpeg, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`, '-pix_fmt', 'yuv420p'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', input],
    ]);
    const out = path.join(dir, 'out');
    fs.mkdirSync(out);
    const cpuBefore = childrenCpuSeconds();
    const started = performance.now();
    const probed = await probe(paths, input);
    const result = await transcodeToHls(paths, input, probed, { dir: out, name: 'bench' }, () => {});
    const wallSeconds = (performance.now() - started) / 1000;
    const cpuSeconds = childrenCpuSeconds() - cpuBefore;
    return {
      videoSeconds: probed.durationSeconds,
      cpuSeconds,
      wallSeconds,
      videoSecondsPerCpuSecond: probed.durationSeconds / cpuSeconds,
      renditions: result.heights,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  const figures = await measureTranscode();
  console.log(
    `Transcoding ${figures.videoSeconds.toFixed(1)} s of 1080p to HLS ${figures.renditions.join('p + ')}p: ` +
      `${figures.cpuSeconds.toFixed(1)} CPU s, ${figures.wallSeconds.toFixed(1)} s wall (${os.cpus().length} cores) = ` +
      `${figures.videoSecondsPerCpuSecond.toFixed(2)} s of video per CPU second`,
  );
}
