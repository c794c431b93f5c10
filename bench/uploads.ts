/**
 * `npm run bench:uploads`: issue 12's upload throughput on loopback, the resumable path (tus: POST, then PATCHes of
 * UPLOAD_CHUNK_BYTES, 8 MiB by default, sent by tus-js-client as the browser sends them) against one plain PUT to
 * a signed URL, for the same BENCH_UPLOAD_MB video (200 MB by default; the server checks it at the end either way).
 * Kru runs compiled and in production mode in its own process with the local storage driver; each way runs
 * BENCH_UPLOAD_RUNS times (3) and the median is reported. Uses BENCH_DATABASE_URL (a server to create a scratch
 * database on) or an embedded PostgreSQL in a temporary directory. Prints the figures only.
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tus from 'tus-js-client';
import { createDb, migrateDb } from '../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference/index.ts';
import { startServer } from './servers.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 200) * MB;
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const CHUNK = Number(process.env.UPLOAD_CHUNK_BYTES ?? 8 * MB);
const ADMIN = { email: 'bench-uploads@example.com', password: 'Bench-uploads-1' };

/** An MP4 header (so the end-of-upload check passes), then a `free` box up to `size`. */
function videoOf(size: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(60_000, 16);
  const head = Buffer.concat([
    box('ftyp', Buffer.from('isom\x00\x00\x02\x00isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', mvhd)),
  ]);
  const free = Buffer.alloc(size - head.length, 0x5a);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([head, free]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/build.mjs')], { stdio: 'inherit' });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-bench-uploads-'));
  const embedded = process.env.BENCH_DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, 5436);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS kru_bench_uploads WITH (FORCE)');
  await admin.query('CREATE DATABASE kru_bench_uploads');
  const url = new URL(serverUrl);
  url.pathname = '/kru_bench_uploads';
  const db = createDb(url.toString(), 2);
  await migrateDb(db);
  await seedReferenceData(db);
  await db.$client.end();

  const kru = await startServer(
    'apps/server/dist/main.js',
    {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      DATABASE_URL: url.toString(),
      DATA_DIR: scratch,
      STORAGE_SECRET: 'bench',
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      UPLOAD_CHUNK_BYTES: String(CHUNK),
      API_RATE_LIMIT_PER_MINUTE: String(1e9),
    },
    '/api/v1/health',
    path.join(scratch, 'kru.log'),
  );
  try {
    const api = async (method: string, route: string, token?: string, body?: unknown) => {
      const res = await fetch(`${kru.url}/api/v1${route}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: never };
      if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const { token } = await api('POST', '/auth', undefined, ADMIN);
    const video = videoOf(SIZE);
    const sign = () =>
      api('POST', '/files/signed-url', token, {
        type: 'video',
        content_type: 'video/mp4',
        size: SIZE,
      }) as Promise<{
        url: string;
        headers: Record<string, string>;
        key: string;
        resumable: { endpoint: string; ticket: string; chunk_size: number };
      }>;
    const remove = (key: string) => fs.rmSync(path.join(scratch, 'files', key), { force: true });

    const put = async () => {
      const signed = await sign();
      const started = performance.now();
      const res = await fetch(`${kru.url}${signed.url}`, {
        method: 'PUT',
        headers: signed.headers,
        // A Buffer is a valid fetch body in Node; the DOM typings only know ArrayBuffer-backed views.
        body: video as unknown as BodyInit,
      });
      if (!res.ok) throw new Error(`PUT: ${res.status} ${await res.text()}`);
      const seconds = (performance.now() - started) / 1000;
      remove(signed.key);
      return seconds;
    };
    const resumable = async () => {
      const signed = await sign();
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const upload = new tus.Upload(video, {
          endpoint: `${kru.url}${signed.resumable.endpoint}`,
          chunkSize: signed.resumable.chunk_size,
          uploadSize: SIZE,
          headers: { authorization: `Bearer ${token}`, 'upload-ticket': signed.resumable.ticket },
          retryDelays: null,
          onSuccess: () => resolve(),
          onError: reject,
        });
        upload.start();
      });
      const seconds = (performance.now() - started) / 1000;
      remove(signed.key);
      return seconds;
    };

    const results: Record<string, number[]> = { 'plain PUT': [], 'resumable (tus)': [] };
    for (let run = 0; run < RUNS; run++) {
      results['plain PUT']!.push(await put());
      results['resumable (tus)']!.push(await resumable());
    }
    console.log(
      `\nUpload of a ${SIZE / MB} MB video on loopback (local storage driver, tus chunks of ${CHUNK / MB} MiB), ` +
        `median of ${RUNS}, load average ${os.loadavg()[0]!.toFixed(1)}:`,
    );
    for (const [way, seconds] of Object.entries(results)) {
      const s = median(seconds);
      console.log(
        `  ${way.padEnd(16)} ${s.toFixed(2)} s  ${(SIZE / MB / s).toFixed(0)} MB/s  (runs: ${seconds.map((x) => x.toFixed(2)).join(', ')} s)`,
      );
    }
  } finally {
    await kru.stop();
    await admin.query('DROP DATABASE IF EXISTS kru_bench_uploads WITH (FORCE)');
    await admin.end();
    await embedded?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
