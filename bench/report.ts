import fs from 'node:fs';
import path from 'node:path';
import type { FirstDownload } from '../apps/web/bundle-budget.ts';
import type { LoadRow } from './ledger.ts';
import type { LighthouseMedian } from './lighthouse.ts';
import type { TranscodeFigures } from './transcode.ts';

export interface CallRow {
  name: string;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Goals of issue 10: the share of the reference's req/s, and the latency bound (ms) at the given percentile. */
  goal?: { share: number; percentile: 'p97_5' | 'p99'; ms: number };
}

export interface BenchResult {
  at: string;
  machine: string;
  tutors: number;
  slots: number;
  durationSeconds: number;
  connections: number;
  reference: CallRow;
  calls: CallRow[];
  bookings: LoadRow & { doubleBookings: number };
  ledger: LoadRow[];
  /** Over plain HTTP/1.1, as `npm start` serves. */
  lighthouse: LighthouseMedian[];
  /** Over HTTPS with HTTP/2 (TLS_CERT_FILE), as a site on the internet is served. */
  lighthouseHttps: LighthouseMedian[];
  /** The share of CPU time idle just before Lighthouse started (it waits for 90%, 2 minutes at most). */
  lighthouseIdle: number;
  /** The same before the runs over HTTPS. */
  lighthouseHttpsIdle: number;
  memory: { kruIdleMiB: number; kruAfterLoadMiB: number; referenceIdleMiB: number };
  bundle: FirstDownload | null;
  /** The same for a reader who chose Thai (the entry and Thai's first texts). */
  thaiBundle: FirstDownload | null;
  /** What a signed-in learner's first visit of a course's reader downloads (gzip, from the build manifest). */
  courseReader: FirstDownload | null;
  /** A 60-second 1080p clip through the server's transcode (HLS renditions and poster). */
  transcode: TranscodeFigures;
  elapsedSeconds: number;
}

const DOC = path.resolve(import.meta.dirname, '../docs/performance.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
const n = (value: number) => value.toLocaleString('en-GB');
const yes = (met: boolean) => (met ? 'met' : '**not met**');

function callLine(row: CallRow, reference: CallRow): string {
  const share = row.rps / reference.rps;
  const goal = row.goal;
  const verdict = goal
    ? `${Math.round(goal.share * 100)}%, ${goal.percentile.replace('_', '.')} <= ${goal.ms} ms: ${yes(share >= goal.share && row[goal.percentile] <= goal.ms)}`
    : '';
  return `| ${row.name} | ${n(row.rps)} | ${(share * 100).toFixed(1)}% | ${row.p50} | ${row.p97_5} | ${row.p99} | ${row.errors + row.non2xx} | ${verdict} |`;
}

/** One table of Lighthouse's medians, under `title`. */
function lighthouseTable(title: string, rows: LighthouseMedian[]): string[] {
  return [
    `| ${title} | score | LCP s | CLS | TBT ms | JS on the wire | host CPU (benchmarkIndex) | goal: >= 90, LCP <= 2.5 s, CLS <= 0.1 |`,
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} (\`${row.path}\`${row.runs < row.of ? `, ${row.runs} runs completed` : ''}) | ${row.score} | ${(row.lcpMs / 1000).toFixed(2)} | ${row.cls} | ${row.tbtMs} | ` +
        `${(row.scriptBytes / 1024).toFixed(1)} KB | ${n(row.benchmarkIndex)} | ${yes(row.score >= 90 && row.lcpMs <= 2500 && row.cls <= 0.1)} |`,
    ),
  ];
}

/** The figures as the markdown that goes between the markers of docs/performance.md. */
export function renderSection(result: BenchResult): string {
  const { reference, bookings, memory, bundle, thaiBundle, courseReader } = result;
  const lines = [
    START,
    `Written by \`npm run bench\` on ${result.at.slice(0, 16).replace('T', ' ')} UTC (${result.machine}), ` +
      `${n(result.tutors)} tutors, ${n(result.slots)} slots, ${result.connections} connections, ` +
      `${result.durationSeconds} s per call; the whole run took ${Math.round(result.elapsedSeconds / 60)} min.`,
    '',
    '| call | req/s | of the reference | p50 ms | p97.5 ms | p99 ms | errors | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    callLine(reference, reference),
    ...result.calls.map((row) => callLine(row, reference)),
    `| \`POST /tutoring/book\`, distinct hours, ${result.connections} clients | ${n(bookings.rps)} bookings/s | ` +
      `${((bookings.rps / reference.rps) * 100).toFixed(1)}% | ` +
      `${bookings.p50} | | ${bookings.p99} | ${bookings.errors} | >= 500/s (the issue's reference answered ~16,000 req/s: 3.1% of it), 0 double bookings ` +
      `(${bookings.doubleBookings}): ${yes(bookings.rps >= 500 && bookings.doubleBookings === 0)} |`,
    '',
    ...lighthouseTable(
      `Lighthouse 12.2.3, mobile, median of ${result.lighthouseHttps[0]?.of ?? 0} runs (CPU ${Math.round(result.lighthouseHttpsIdle * 100)}% idle before), over HTTPS with HTTP/2 as on the internet`,
      result.lighthouseHttps,
    ),
    '',
    ...lighthouseTable(
      `the same over plain HTTP/1.1 (\`npm start\`, or a proxy that does not speak HTTP/2; CPU ${Math.round(result.lighthouseIdle * 100)}% idle before)`,
      result.lighthouse,
    ),
    '',
    '| other | figure | goal |',
    '|---|---:|---|',
    bundle
      ? `| sign-in first download, JavaScript (gzip, from the build manifest) | ${(bundle.jsBytes / 1024).toFixed(1)} KB | <= 170 KB: ${yes(bundle.jsBytes <= 170 * 1024)} |`
      : '| sign-in first download | no build | |',
    bundle
      ? `| sign-in first download, CSS (gzip) | ${(bundle.cssBytes / 1024).toFixed(1)} KB | <= 50 KB: ${yes(bundle.cssBytes <= 50 * 1024)} |`
      : '',
    thaiBundle
      ? `| sign-in first download in Thai, JavaScript (gzip, from the build manifest) | ${(thaiBundle.jsBytes / 1024).toFixed(1)} KB | <= 170 KB: ${yes(thaiBundle.jsBytes <= 170 * 1024)} |`
      : '',
    courseReader
      ? `| course reader (\`/courses/take\`) first download, JavaScript (gzip, from the build manifest: what it imports statically, not what loads on demand) | ${(courseReader.jsBytes / 1024).toFixed(1)} KB | |`
      : '',
    `| Kru server memory at idle after start (RSS) | ${memory.kruIdleMiB} MiB | <= 150 MiB: ${yes(memory.kruIdleMiB <= 150)} |`,
    `| Kru server memory at idle after the load | ${memory.kruAfterLoadMiB} MiB | |`,
    `| reference server memory at idle (RSS) | ${memory.referenceIdleMiB} MiB | |`,
    `| transcoding a ${result.transcode.videoSeconds.toFixed(0)} s 1080p clip to HLS ${result.transcode.renditions.join('p + ')}p + poster | ${result.transcode.videoSecondsPerCpuSecond.toFixed(2)} s of video per CPU second (${result.transcode.wallSeconds.toFixed(1)} s wall) | |`,
    '',
    '| ledger, in-process on PostgreSQL | transactions/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    ...result.ledger.map((row) => `| ${row.name} | ${n(row.rps)} | ${row.p50} | ${row.p99} |`),
    END,
  ];
  return lines.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n');
}

/** Replaces the figures between the markers of docs/performance.md (or appends them). */
export function writeDoc(result: BenchResult): void {
  const doc = fs.readFileSync(DOC, 'utf8');
  const section = renderSection(result);
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${section}${doc.slice(end + END.length)}`
      : `${doc.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(DOC, next);
}
