/**
 * `npm run bench:transcode`: only the server's latency while it transcodes (bench/transcode-latency.ts), on a Kru
 * of its own (compiled, production mode, the demo seed, local storage, VIDEO_TRANSCODE_CONCURRENCY 1 as
 * deployed); the transcoding speed alone is `node --import tsx bench/transcode.ts`. Writes the figures between
 * their markers in docs/performance.md unless BENCH_WRITE_DOC=0. Uses BENCH_DATABASE_URL (a server to create a
 * scratch database on) or an embedded PostgreSQL.
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createDb, migrateDb } from '../apps/server/src/platform/db/client.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference/index.ts';
import { scratchDatabase } from './scratch-database.ts';
import { startServer } from './servers.ts';
import { measureLatencyDuringTranscode, writeTranscodeLatency } from './transcode-latency.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'bench-transcode@example.com', password: 'Bench-transcode-1' };

async function main() {
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/build.mjs')], { stdio: 'inherit' });
  const database = await scratchDatabase('kru_bench_transcode', 5437);
  const { databaseUrl, scratch } = database;
  const db = createDb(databaseUrl, 2);
  await migrateDb(db);
  await seedReferenceData(db);

  const kru = await startServer(
    'apps/server/dist/main.js',
    {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      DATABASE_URL: databaseUrl,
      DATA_DIR: scratch,
      STORAGE_SECRET: 'bench',
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      VIDEO_TRANSCODE_CONCURRENCY: '1',
      API_RATE_LIMIT_PER_MINUTE: String(1e9),
    },
    '/api/v1/health',
    path.join(scratch, 'kru.log'),
  );
  try {
    const res = await fetch(`${kru.url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { data } = (await res.json()) as { data: { token: string } };
    const latency = await measureLatencyDuringTranscode({
      appUrl: kru.url,
      databaseUrl,
      db,
      dataDir: scratch,
      token: data.token,
      // Stopping the server ends it: the figures are taken.
      waitForEnd: false,
    });
    if (process.env.BENCH_WRITE_DOC !== '0') writeTranscodeLatency(latency, 'npm run bench:transcode');
  } finally {
    await kru.stop();
    db.$client.removeAllListeners('error').on('error', () => {});
    await db.$client.end();
    await database.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
