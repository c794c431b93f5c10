/**
 * Issue 12: the server's request latency while it transcodes a video. `GET /user` is loaded by autocannon (its own
 * process, BENCH_LATENCY_CONNECTIONS connections, 10 by default, for BENCH_LATENCY_SECONDS, 10 s) on an idle Kru,
 * then again while that same Kru runs the transcode job of a 1080p clip (BENCH_TRANSCODE_SECONDS, 60 s, made by
 * ffmpeg): the job is queued as an upload's submission queues it, and the load starts once the job has claimed the
 * video. `npm run bench` measures it on its server; `npm run bench:transcode` alone, on a server of its own. Both
 * write the figures between their markers in docs/performance.md.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, notInArray } from 'drizzle-orm';
import { VIDEO_QUEUE } from '../apps/server/src/modules/course-media/index.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import type { Db } from '../apps/server/src/platform/db/client.ts';
import { courseSections, sectionVideos } from '../apps/server/src/platform/db/schema/index.ts';
import { startJobs } from '../apps/server/src/platform/jobs.ts';
import { ffmpegPaths } from '../apps/server/src/platform/video/ffmpeg.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const AUTOCANNON = path.join(ROOT, 'node_modules/.bin/autocannon');
const CONNECTIONS = Number(process.env.BENCH_LATENCY_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_LATENCY_SECONDS ?? 10);
const CLIP_SECONDS = Number(process.env.BENCH_TRANSCODE_SECONDS ?? 60);

export interface LatencyRow {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  failed: number;
}

export interface TranscodeLatency {
  at: string;
  machine: string;
  connections: number;
  durationSeconds: number;
  clipSeconds: number;
  idle: LatencyRow;
  transcoding: LatencyRow;
  /** How far the transcode was when the load ended (it must still have been running). */
  progressAtEnd: number;
  /** From the job's claim to `ready` (null when not waited for, or when it did not end within 15 minutes). */
  transcodeWallSeconds: number | null;
}

async function load(url: string, token: string): Promise<LatencyRow> {
  const args = ['--json', '-d', String(DURATION_S), '-c', String(CONNECTIONS)];
  const { stdout } = await promisify(execFile)(
    AUTOCANNON,
    [...args, '-H', `authorization=Bearer ${token}`, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.errors + result.non2xx,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/**
 * Measures a running Kru (`appUrl`, local storage under `dataDir`/files, the demo seed's sections in `db`), as
 * the signed-in owner of `token`.
 */
export async function measureLatencyDuringTranscode(options: {
  appUrl: string;
  databaseUrl: string;
  db: Db;
  dataDir: string;
  token: string;
  /** Waits for the transcode to end (so that what is measured next runs on a quiet server). */
  waitForEnd: boolean;
}): Promise<TranscodeLatency> {
  const { appUrl, databaseUrl, db, dataDir, token } = options;
  const target = `${appUrl}/api/v1/user`;
  const idle = await load(target, token);
  console.log(`GET /user idle: ${idle.rps} req/s, p50 ${idle.p50} ms, p99 ${idle.p99} ms`);

  // The clip, stored where the local driver keeps an upload, and a video row as a submission leaves it.
  const key = `video/bench${randomBytes(12).toString('hex')}.mp4`;
  const file = path.join(dataDir, 'files', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync(ffmpegPaths(loadConfig().video).ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${CLIP_SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_SECONDS}`, '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', '-f', 'mp4', file],
  ]);
  const [section] = await db
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(notInArray(courseSections.id, db.select({ id: sectionVideos.sectionId }).from(sectionVideos)))
    .limit(1);
  if (!section) throw new Error('no section without a video to put the clip on (is the demo seed there?)');
  const [video] = await db
    .insert(sectionVideos)
    .values({ sectionId: section.id, fileKey: key, uploadStatus: 'processing' })
    .returning();
  const jobs = await startJobs(databaseUrl, [VIDEO_QUEUE], (line) => console.log(line));
  await jobs.queue.send(db, VIDEO_QUEUE.name, { id: video!.id });
  await jobs.stop();
  const rowOf = async () =>
    (await db.select().from(sectionVideos).where(eq(sectionVideos.id, video!.id)))[0]!;
  const claimedAt = await until('the server claiming the transcode', 60_000, async () => {
    const row = await rowOf();
    return row.transcodeStartedAt ?? undefined;
  });
  // ffmpeg under way (probe done, first frames encoding).
  await until('the transcode reporting progress', 60_000, async () =>
    (await rowOf()).progressPercent > 0 ? true : undefined,
  );
  const transcoding = await load(target, token);
  const during = await rowOf();
  if (during.uploadStatus !== 'processing') {
    throw new Error(`the transcode ended (${during.uploadStatus}) before the load did: use a longer clip`);
  }
  console.log(
    `GET /user during the transcode: ${transcoding.rps} req/s, p50 ${transcoding.p50} ms, p99 ${transcoding.p99} ms ` +
      `(transcode at ${during.progressPercent}% when the load ended)`,
  );
  const readyAt = options.waitForEnd
    ? await until('the transcode ending', 15 * 60_000, async () => {
        const row = await rowOf();
        if (row.uploadStatus === 'failed') throw new Error(`the transcode failed: ${row.failureReason}`);
        return row.uploadStatus === 'ready' ? row.updatedAt : undefined;
      }).catch(() => null)
    : null;
  return {
    at: new Date().toISOString(),
    machine: `${os.cpus().length} cores, Node ${process.versions.node}, load average ${os.loadavg()[0]!.toFixed(1)} at the end`,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    clipSeconds: CLIP_SECONDS,
    idle,
    transcoding,
    progressAtEnd: during.progressPercent,
    transcodeWallSeconds: readyAt ? (readyAt.getTime() - claimedAt.getTime()) / 1000 : null,
  };
}

const DOC = path.resolve(ROOT, 'docs/performance.md');
const START = '<!-- bench:transcode-latency:start -->';
const END = '<!-- bench:transcode-latency:end -->';

export function renderTranscodeLatency(result: TranscodeLatency, command: string): string {
  const row = (name: string, r: LatencyRow) =>
    `| ${name} | ${r.rps.toLocaleString('en-GB')} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.max} | ${r.failed} |`;
  return [
    START,
    `Written by \`${command}\` on ${result.at.slice(0, 16).replace('T', ' ')} UTC (${result.machine}): ` +
      `\`GET /user\`, ${result.connections} connections, ${result.durationSeconds} s each, on an idle Kru and while ` +
      `it transcodes a ${result.clipSeconds} s 1080p clip (the transcode was at ${result.progressAtEnd}% when the ` +
      `load ended${result.transcodeWallSeconds === null ? '' : `; it took ${result.transcodeWallSeconds.toFixed(0)} s in all`}).`,
    '',
    '| `GET /user` | req/s | p50 ms | p97.5 ms | p99 ms | max ms | failed |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('idle', result.idle),
    row('during a 1080p transcode', result.transcoding),
    END,
  ].join('\n');
}

/** Replaces the figures between this bench's markers in docs/performance.md (or appends them). */
export function writeTranscodeLatency(result: TranscodeLatency, command: string): void {
  const doc = fs.readFileSync(DOC, 'utf8');
  const section = renderTranscodeLatency(result, command);
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  fs.writeFileSync(
    DOC,
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${section}${doc.slice(end + END.length)}`
      : `${doc.trimEnd()}\n\n${section}\n`,
  );
}
