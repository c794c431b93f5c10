/**
 * `npm run bench`: requests per second and p99 of key calls beside a bare Fastify route in the same run, on a
 * generated dataset, plus the gzip size of the sign-in route's JS and CSS. Prints a table and writes
 * bench/results/latest.json. Uses BENCH_DATABASE_URL (a server to create a scratch database on) or an
 * embedded PostgreSQL in a temporary directory.
 */

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { createContext } from '../apps/server/src/platform/bootstrap.ts';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../apps/server/src/platform/config.ts';
import { createDb, migrateDb } from '../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { createMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference/index.ts';
import { signInFirstDownload } from '../apps/web/bundle-budget.ts';
import { generateDataset } from './dataset.ts';
import { type LoadRow, measureLedger } from './ledger.ts';
import { generateSlots, measureBookings, prepareBookings } from './tutoring.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// A third of the users are tutors: 30,000 users make the 10,000 tutors.
const USERS = Number(process.env.BENCH_USERS ?? 30_000);
const SLOTS_PER_TUTOR = Number(process.env.BENCH_SLOTS_PER_TUTOR ?? 100);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2_000);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const AUTOCANNON = path.resolve(import.meta.dirname, '../node_modules/.bin/autocannon');

interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** autocannon in its own process, so the load generator never competes with the server's event loop. */
async function measure(name: string, load: Load): Promise<Row> {
  const args = ['--json', '-d', String(DURATION_S), '-c', String(CONNECTIONS), '-m', load.method ?? 'GET'];
  for (const [header, value] of Object.entries(load.headers ?? {})) args.push('-H', `${header}=${value}`);
  if (load.body) args.push('-b', load.body);
  const { stdout } = await promisify(execFile)(AUTOCANNON, [...args, load.url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-bench-'));
  const embedded = process.env.BENCH_DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, 5435);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS kru_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE kru_bench');
  const url = new URL(serverUrl);
  url.pathname = '/kru_bench';

  const db = createDb(url.toString(), 20);
  await migrateDb(db);
  await seedReferenceData(db);
  const seededAt = Date.now();
  const account = await generateDataset(db, USERS);
  const slotsAt = Date.now();
  const generated = await generateSlots(db, SLOTS_PER_TUTOR);
  const fixture = await prepareBookings(db, BOOKINGS);
  console.log(
    `dataset: ${USERS} users (${generated.tutors} tutors), ${generated.slots} slots; ` +
      `${((slotsAt - seededAt) / 1000).toFixed(1)} s users, ${((Date.now() - slotsAt) / 1000).toFixed(1)} s slots`,
  );

  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATA_DIR: scratch, STORAGE_SECRET: 'bench' }),
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      signInPerWindow: 1e9,
      codeChecksPerWindow: 1e9,
      resetPerWindow: 1e9,
      globalPerMinute: 1e9,
    },
  };
  const ctx = createContext(config, db, {
    mailer: createMailer(db, { from: config.mailFrom, log: () => {} }),
  });
  const app = await buildApp(ctx);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify();
  bare.get('/bare', async () => ({ success: true, data: { ok: true } }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const rows: Row[] = [];
  rows.push(await measure('bare Fastify route', { url: `${bareUrl}/bare` }));
  rows.push(
    await measure('GET /api/v1/user', {
      url: `${appUrl}/api/v1/user`,
      headers: { authorization: `Bearer ${account.token}` },
    }),
  );
  rows.push(
    await measure('POST /api/v1/auth', {
      url: `${appUrl}/api/v1/auth`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }),
  );

  rows.push(
    await measure('GET /api/v1/tutors?keyword=', {
      url: `${appUrl}/api/v1/tutors?keyword=algebra&page=3`,
      headers: { authorization: `Bearer ${account.token}` },
    }),
  );
  rows.push(
    await measure('GET /api/v1/tutors?keyword=name', {
      url: `${appUrl}/api/v1/tutors?keyword=Last1234`,
      headers: { authorization: `Bearer ${account.token}` },
    }),
  );
  const { tutorId, from, till } = fixture.calendar;
  rows.push(
    await measure('GET /api/v1/calendar', {
      url: `${appUrl}/api/v1/calendar?from=${encodeURIComponent(from)}&till=${encodeURIComponent(till)}&teacher_id=${tutorId}`,
      headers: { authorization: `Bearer ${account.token}` },
    }),
  );
  const booking = await measureBookings(appUrl, fixture, CONNECTIONS);
  rows.push({ ...booking, non2xx: booking.errors, errors: 0 });

  await app.close();
  await bare.close();
  const ledger: LoadRow[] = await measureLedger(db, {
    durationS: DURATION_S,
    concurrency: CONNECTIONS,
    wallets: Math.min(USERS, 2_000),
  });
  await db.$client.end();
  await admin.query('DROP DATABASE IF EXISTS kru_bench WITH (FORCE)');
  await admin.end();
  if (embedded) await embedded.stop();
  fs.rmSync(scratch, { recursive: true, force: true });

  const bundle = signInFirstDownload();
  console.log(
    `\n${'call'.padEnd(24)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} errors non2xx`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(24)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(6)} ${String(r.non2xx).padStart(6)}`,
    );
  }
  console.log(
    `\n${'ledger (in-process, PostgreSQL)'.padEnd(32)} ${'tx/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} errors`,
  );
  for (const r of ledger) {
    console.log(
      `${r.name.padEnd(32)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(6)}`,
    );
  }
  console.log(
    bundle
      ? `\nsign-in route, gzip: JS ${(bundle.jsBytes / 1024).toFixed(1)} KB (budget 170), CSS ${(bundle.cssBytes / 1024).toFixed(1)} KB (budget 50)`
      : '\nsign-in route: no build found (run npm run build)',
  );
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        users: USERS,
        slotsPerTutor: SLOTS_PER_TUTOR,
        bookings: BOOKINGS,
        durationSeconds: DURATION_S,
        connections: CONNECTIONS,
        rows,
        ledger,
        bundle,
      },
      null,
      2,
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
