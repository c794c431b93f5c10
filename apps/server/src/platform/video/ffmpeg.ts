import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import type { VideoConfig } from '../config.ts';

const requireModule = createRequire(import.meta.url);

/** Why a video cannot be transcoded, as the author is told (the wire's `failure`). */
export type VideoFailure =
  | 'unreadable'
  | 'no_video_stream'
  | 'bad_duration'
  | 'timed_out'
  | 'transcode_failed';

/** The input is the problem: retrying will not help, the video ends `failed` with this reason. */
export class VideoInputError extends Error {
  constructor(
    readonly failure: VideoFailure,
    detail: string,
  ) {
    super(detail);
  }
}

export interface FfmpegPaths {
  ffmpeg: string;
  ffprobe: string;
}

/** FFMPEG_PATH/FFPROBE_PATH, else the binaries the npm packages ship (required only when a video is processed). */
export function ffmpegPaths(config: VideoConfig): FfmpegPaths {
  return {
    ffmpeg: config.ffmpegPath ?? (requireModule('@ffmpeg-installer/ffmpeg') as { path: string }).path,
    ffprobe: config.ffprobePath ?? (requireModule('@ffprobe-installer/ffprobe') as { path: string }).path,
  };
}

export interface RunOptions {
  timeoutMs: number;
  /** Each line the process writes to stdout. */
  onLine?: (line: string) => void;
}

/**
 * Runs a binary to its end: answers stdout, throws with the end of stderr when it fails or outlives the timeout
 * (then it is killed). It runs at a lower CPU priority, so that the server on the same machine keeps answering.
 */
export function run(binary: string, args: string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not allowed on some systems: the transcode then runs at normal priority.
      }
    }
    let stdout = '';
    let pending = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line);
    });
    // Only the end of stderr is kept: it holds the reason of a failure.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new VideoInputError('timed_out', `stopped after ${options.timeoutMs / 1000} s`));
      else if (code === 0) resolve(stdout);
      else reject(new ProcessError(code, lastLines(stderr)));
    });
  });
}

/** A binary that ended with an error status. */
export class ProcessError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`exit ${exitCode}: ${stderr}`);
  }
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' | ').slice(0, 500);
}
