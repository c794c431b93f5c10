/**
 * `npm run bench`: issue 10's table, measured from outside. Kru (`apps/server/src/main.ts`, production mode) and a
 * reference server (bare Fastify 5, one primary-key SELECT of `users` through `pg`, bench/reference-server.ts) run
 * in their own processes on the same scratch database; autocannon loads each call from its own process; bookings
 * are real `POST /tutoring/book` calls; Lighthouse 12.2.3 (mobile) opens three pages; memory is each server's RSS.
 * Prints the figures, writes bench/results/latest.json and the figures with the goals to docs/performance.md.
 * Uses BENCH_DATABASE_URL (a server to create a scratch database on) or an embedded PostgreSQL in a temporary
 * directory.
 */

import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDb, migrateDb } from '../apps/server/src/platform/db/client.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference/index.ts';
import { courseReaderFirstDownload, signInFirstDownload } from '../apps/web/bundle-budget.ts';
import { prepareCourseReading } from './courses.ts';
import { generateDataset } from './dataset.ts';
import { measureLedger } from './ledger.ts';
import { runLighthouse } from './lighthouse.ts';
import { type BenchResult, type CallRow, renderSection, writeDoc } from './report.ts';
import { scratchDatabase } from './scratch-database.ts';
import { residentMiB, type Server, startServer } from './servers.ts';
import { measureTranscode } from './transcode.ts';
import { measureLatencyDuringTranscode, writeTranscodeLatency } from './transcode-latency.ts';
import { tutorSearches } from './tutor-searches.ts';
import { generateSlots, measureBookings, prepareBookings } from './tutoring.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// A third of the users are tutors: 30,000 users make the 10,000 tutors.
const USERS = Number(process.env.BENCH_USERS ?? 30_000);
const SLOTS_PER_TUTOR = Number(process.env.BENCH_SLOTS_PER_TUTOR ?? 100);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2_000);
/** Set to 0 to leave docs/performance.md alone (a trial run). */
const WRITE_DOC = process.env.BENCH_WRITE_DOC !== '0';

const AUTOCANNON = path.join(ROOT, 'node_modules/.bin/autocannon');

interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  goal?: CallRow['goal'];
}

/** One load after the other (never two at once on the same server). */
async function measureInTurn<T>(items: T[], run: (item: T) => Promise<CallRow>): Promise<CallRow[]> {
  const rows: CallRow[] = [];
  for (const item of items) rows.push(await run(item));
  return rows;
}

/** autocannon in its own process, so the load generator never competes with the server's event loop. */
async function measure(name: string, load: Load): Promise<CallRow> {
  const args = ['--json', '-d', String(DURATION_S), '-c', String(CONNECTIONS), '-m', load.method ?? 'GET'];
  for (const [header, value] of Object.entries(load.headers ?? {})) args.push('-H', `${header}=${value}`);
  const { stdout } = await promisify(execFile)(AUTOCANNON, [...args, load.url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout);
  const row: CallRow = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    goal: load.goal,
  };
  console.log(
    `${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors + row.non2xx} failed`,
  );
  return row;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(appUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`signing in as ${email} failed (${res.status})`);
  return body.data.token;
}

async function main() {
  const startedAt = Date.now();
  // Lighthouse and the first-download figure need the built web app.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-web-if-stale.mjs')], { stdio: 'inherit' });
  // Kru runs as deployed: the server compiled to JavaScript (npm run build), not TypeScript through a loader.
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/build.mjs')], { stdio: 'inherit' });

  const database = await scratchDatabase('kru_bench', 5435);
  const { databaseUrl, scratch } = database;

  const db = createDb(databaseUrl, 20);
  await migrateDb(db);
  await seedReferenceData(db);
  const seededAt = Date.now();
  const account = await generateDataset(db, USERS);
  const generated = await generateSlots(db, SLOTS_PER_TUTOR);
  const fixture = await prepareBookings(db, BOOKINGS);
  console.log(
    `dataset: ${USERS} users (${generated.tutors} tutors), ${generated.slots} slots in ${((Date.now() - seededAt) / 1000).toFixed(0)} s`,
  );

  const servers: Server[] = [];
  try {
    // Production mode, as deployed; the demo seed adds the demo student and courses the pages and searches use.
    const kruLog = path.join(scratch, 'kru.log');
    const kru = await startServer(
      'apps/server/dist/main.js',
      {
        NODE_ENV: 'production',
        PAYMENTS: 'sandbox',
        DATABASE_URL: databaseUrl,
        DATA_DIR: scratch,
        STORAGE_SECRET: 'bench',
        SEED_DEMO: '1',
        API_RATE_LIMIT_PER_MINUTE: String(1e9),
      },
      '/api/v1/health',
      kruLog,
    );
    servers.push(kru);
    const reference = await startServer(
      'bench/reference-server.ts',
      { DATABASE_URL: databaseUrl },
      '/users/1',
      path.join(scratch, 'reference.log'),
    );
    servers.push(reference);
    await settle(5_000);
    const kruIdleMiB = residentMiB(kru.process);
    const referenceIdleMiB = residentMiB(reference.process);

    const api = `${kru.url}/api/v1`;
    const auth = { authorization: `Bearer ${account.token}` };
    const referenceRow = await measure('reference: bare Fastify + pg, one SELECT by primary key', {
      url: `${reference.url}/users/3`,
    });
    const { tutorId, from, till } = fixture.calendar;
    const searches = await tutorSearches(db);
    // Issue 11: a subscribed learner reading the demo seed's course (written when Kru started).
    const reading = await prepareCourseReading(db);
    const learner = { authorization: `Bearer ${reading.token}` };
    const calls = [
      await measure('`GET /user`', {
        url: `${api}/user`,
        headers: auth,
        goal: { share: 0.5, percentile: 'p99', ms: 25 },
      }),
      // In every tutor's bio: 10,000 matches. The p95 bound is read at p97.5 (autocannon has no p95).
      await measure('`GET /tutors?keyword=algebra` (every tutor matches)', {
        url: `${api}/tutors?keyword=algebra&page=3`,
        headers: auth,
        goal: { share: 0.25, percentile: 'p97_5', ms: 50 },
      }),
      await measure('`GET /tutors?keyword=Last1234` (a name: a few matches)', {
        url: `${api}/tutors?keyword=Last1234`,
        headers: auth,
        goal: { share: 0.25, percentile: 'p99', ms: 50 },
      }),
      // Issue 15: the search's filters and sorts, every one at once and a few alone.
      ...(await measureInTurn(searches, (search) =>
        measure(search.name, { url: `${api}/tutors?${search.query}`, headers: auth }),
      )),
      await measure("`GET /calendar` (a tutor's 4 weeks)", {
        url: `${api}/calendar?from=${encodeURIComponent(from)}&till=${encodeURIComponent(till)}&teacher_id=${tutorId}`,
        headers: auth,
        goal: { share: 0.25, percentile: 'p99', ms: 50 },
      }),
      await measure('`GET /courses?keyword=algebra`', {
        url: `${api}/courses?keyword=algebra`,
        headers: auth,
        goal: { share: 0.25, percentile: 'p99', ms: 50 },
      }),
      await measure('`GET /courses/{id}` (a subscribed learner, the course with its outline)', {
        url: `${api}/courses/${reading.courseId}`,
        headers: learner,
      }),
      await measure('`GET /sections/{id}` (a subscribed learner, a section past the trial)', {
        url: `${api}/sections/${reading.sectionId}`,
        headers: learner,
      }),
    ];
    // Issue 12: the same server's latency while it transcodes a 1080p clip (its own job, as an upload queues it).
    const transcodeLatency = await measureLatencyDuringTranscode({
      appUrl: kru.url,
      databaseUrl,
      db,
      dataDir: scratch,
      token: account.token,
      waitForEnd: true,
    });
    const booked = await measureBookings(kru.url, fixture, CONNECTIONS);
    const [doubles] = (
      await db.execute<{ count: string }>(sql`
        SELECT count(*) AS count FROM (
          SELECT availability_id FROM session_slots GROUP BY availability_id HAVING count(*) > 1) d`)
    ).rows;
    const bookings = { ...booked, doubleBookings: Number(doubles?.count ?? 0) };
    console.log(`bookings: ${bookings.rps}/s, p99 ${bookings.p99} ms, ${bookings.doubleBookings} double`);

    const studentToken = await signIn(kru.url, 'student@kru.test', demoStudentPassword(kruLog));
    const lighthouse = await runLighthouse(kru.url, [
      { name: 'sign-in', path: '/auth/sign-in' },
      { name: 'home (demo student)', path: '/', token: studentToken },
      { name: 'course search', path: '/courses/search-courses', token: studentToken },
    ]);
    for (const row of lighthouse) console.log(`lighthouse ${row.name}: ${row.score}, LCP ${row.lcpMs} ms`);
    await settle(5_000);
    const kruAfterLoadMiB = residentMiB(kru.process);
    for (const server of servers.splice(0)) await server.stop();

    const ledger = await measureLedger(db, {
      durationS: DURATION_S,
      concurrency: CONNECTIONS,
      wallets: Math.min(USERS, 2_000),
    });
    const transcode = await measureTranscode();
    console.log(`transcode: ${transcode.videoSecondsPerCpuSecond.toFixed(2)} s of video per CPU second`);
    const result: BenchResult = {
      at: new Date().toISOString(),
      // The load average says how much else ran: the figures mean little on a busy machine.
      machine:
        `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ` +
        `${database.embedded ? 'embedded PostgreSQL' : 'BENCH_DATABASE_URL'}, load average ${os.loadavg()[0]!.toFixed(1)} at the end`,
      tutors: generated.tutors,
      slots: generated.slots,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      reference: referenceRow,
      calls,
      bookings,
      ledger,
      lighthouse,
      memory: { kruIdleMiB, kruAfterLoadMiB, referenceIdleMiB },
      bundle: signInFirstDownload(),
      courseReader: courseReaderFirstDownload(),
      transcode,
      elapsedSeconds: (Date.now() - startedAt) / 1000,
    };
    console.log(`\n${renderSection(result)}`);
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(import.meta.dirname, 'results', 'latest.json'),
      JSON.stringify(result, null, 2),
    );
    if (WRITE_DOC) {
      writeDoc(result);
      writeTranscodeLatency(transcodeLatency, 'npm run bench');
    }
  } finally {
    for (const server of servers) await server.stop();
    // Dropping the database ends what is still connected: expected here, not worth a line each.
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

/** In production the demo accounts get random passwords, printed once in the server's log. */
function demoStudentPassword(logFile: string): string {
  const match = /student@kru\.test\s+\/\s+(\S+)/.exec(fs.readFileSync(logFile, 'utf8'));
  if (!match) throw new Error(`the demo student's password is not in ${logFile}`);
  return match[1]!;
}
