/**
 * `npm run bench:route -- user calendar book`: the bench's calls one at a time, for measuring a change to one route
 * without the whole `npm run bench`. The same dataset, build and load as bench/run.ts (compiled Kru in production
 * mode, autocannon in its own process, BENCH_CONNECTIONS and BENCH_DURATION), the reference server measured just
 * before each call unless BENCH_REFERENCE=0. `book` is bench/run.ts's booking load (BENCH_BOOKINGS students, each a
 * tutor's hour).
 * BENCH_CPU_PROF=dir runs Kru with `node --cpu-prof` (one .cpuprofile written when it stops); BENCH_WAIT_EVENTS=1
 * samples what PostgreSQL's backends wait on during each load (pg_stat_activity); BENCH_PG_STATEMENTS=1 prints the
 * statements each load spent most on, with how often each was planned (pg_stat_statements). Each call also prints the CPU time
 * each server process spent per request: unlike req/s, it hardly moves with what else the machine runs.
 * BENCH_ROUTE_PORT chooses the embedded PostgreSQL's port (default 5436). Nothing is written to docs.
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../apps/server/src/platform/db/client.ts';
import { measure } from './autocannon.ts';
import { benchCalls } from './calls.ts';
import { prepareCourseReading } from './courses.ts';
import { benchDataset } from './dataset.ts';
import { printStatements, resetStatements } from './pg-statements.ts';
import { PG_STATEMENTS, scratchDatabase } from './scratch-database.ts';
import { type Server, startKru, startReference } from './servers.ts';
import { tutorSearches } from './tutor-searches.ts';
import { countDoubleBookings, measureBookings } from './tutoring.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const load = {
  durationS: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2_000);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
/** Linux's USER_HZ, the unit of /proc/PID/stat's CPU times. */
const CLOCK_TICKS_PER_S = 100;
const ROUTE_KEYS = [
  'user',
  'tutors-broad',
  'tutors-name',
  'tutors-broad-each',
  'tutors-name-each',
  'tutors-every',
  'tutors-price',
  'tutors-free-time',
  'tutors-rating',
  'tutors-language',
  'calendar',
  'courses',
  'course',
  'section',
  'book',
];

/** The CPU time (user and system) a process has used so far, in milliseconds (Linux's /proc). */
function cpuTimeMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces); utime and stime are the 14th and 15th overall.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/**
 * The CPU time the embedded PostgreSQL of `scratch` has used so far, in milliseconds: the postmaster, its live
 * backends and those that have ended (the children's times it has collected). NaN on another server.
 */
function postgresCpuMs(scratch: string): number {
  const pidFile = path.join(scratch, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return Number.NaN;
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const fieldsOf = (pid: number) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  };
  const own = fieldsOf(postmaster);
  // utime, stime, cutime, cstime: the 14th to 17th fields overall.
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fieldsOf(Number(entry));
      if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile: its time is in the postmaster's children's times.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

/** CPU milliseconds per request of `server`, and of the embedded PostgreSQL in `scratch`, while `run` loads it. */
async function cpuPerRequest(server: Server, scratch: string, run: () => Promise<{ rps: number }>) {
  const before = cpuTimeMs(server.process.pid);
  const postgresBefore = postgresCpuMs(scratch);
  const row = await run();
  const spent = cpuTimeMs(server.process.pid) - before;
  const requests = Math.max(1, row.rps * load.durationS);
  return {
    row,
    msPerRequest: spent / requests,
    postgresMsPerRequest: (postgresCpuMs(scratch) - postgresBefore) / requests,
  };
}

/** Counts what PostgreSQL's other backends wait on, every 50 ms, until the returned function is called. */
function sampleWaitEvents(db: Db): () => Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await db.execute<{ wait: string; n: string }>(sql`
        SELECT coalesce(wait_event_type || ':' || wait_event, state) AS wait, count(*) AS n
        FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'
        GROUP BY 1`);
      for (const row of rows) counts.set(row.wait, (counts.get(row.wait) ?? 0) + Number(row.n));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return counts;
  };
}

/**
 * The queues a booking feeds: its notices (SESSION_REQUESTED_QUEUE), then their e-mails (MAIL_QUEUE). Named here,
 * not imported, so that the bench measures a checkout that has only the second too.
 */
const BOOKING_QUEUES = ['session-requested', 'mail-send'];

/** Waits (up to a minute) until the booking's queues have no job waiting or running; answers the seconds. */
async function waitForBookingJobs(db: Db): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const { rows } = await db.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM pgboss.job
      WHERE name = ANY(${sql.param(BOOKING_QUEUES)}::text[]) AND state IN ('created', 'retry', 'active')`);
    if (Number(rows[0]?.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (Date.now() - started) / 1000;
}

async function main() {
  const keys = process.argv.slice(2);
  const unknown = keys.filter((key) => !ROUTE_KEYS.includes(key));
  if (!keys.length || unknown.length) {
    console.error(`usage: npm run bench:route -- <${ROUTE_KEYS.join('|')}>...`);
    process.exit(2);
  }
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/build.mjs')], { stdio: 'inherit' });
  // Its own port and database name, so that two checkouts can measure at once (BENCH_ROUTE_PORT).
  const port = Number(process.env.BENCH_ROUTE_PORT ?? 5436);
  const database = await scratchDatabase(`kru_bench_route_${port}`, port);
  const { databaseUrl, scratch } = database;
  const db = createDb(databaseUrl, 4);
  const servers: Server[] = [];
  try {
    const { account, fixture } = await benchDataset(db, {
      users: Number(process.env.BENCH_USERS ?? 30_000),
      slotsPerTutor: Number(process.env.BENCH_SLOTS_PER_TUTOR ?? 100),
      bookings: keys.includes('book') ? BOOKINGS : 1,
    });
    if (CPU_PROFILE_DIR) fs.mkdirSync(CPU_PROFILE_DIR, { recursive: true });
    const kru = await startKru(databaseUrl, scratch, {
      nodeArgs: CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}`] : [],
    });
    servers.push(kru);
    const reference =
      process.env.BENCH_REFERENCE === '0' ? undefined : await startReference(databaseUrl, scratch);
    if (reference) servers.push(reference);
    const reading = await prepareCourseReading(db);
    const calls = benchCalls(
      `${kru.url}/api/v1`,
      account.token,
      fixture.calendar,
      reading,
      await tutorSearches(db),
    );
    for (const key of keys) {
      // Just before each call, so that the share compares the two under the same load of the machine.
      const yardstick =
        reference &&
        (await cpuPerRequest(reference, scratch, () =>
          measure('reference', { url: `${reference.url}/users/3` }, load),
        ));
      const stopSampling = process.env.BENCH_WAIT_EVENTS === '1' ? sampleWaitEvents(db) : undefined;
      const call = calls.find((candidate) => candidate.key === key);
      if (PG_STATEMENTS) await resetStatements(db);
      let requests: number;
      if (call) {
        const { row, msPerRequest, postgresMsPerRequest } = await cpuPerRequest(kru, scratch, () =>
          measure(call.name, call, load),
        );
        requests = row.rps * load.durationS;
        if (yardstick) console.log(`  ${((100 * row.rps) / yardstick.row.rps).toFixed(1)}% of the reference`);
        console.log(
          `  server CPU per request: Kru ${msPerRequest.toFixed(3)} ms` +
            (yardstick ? `, the reference ${yardstick.msPerRequest.toFixed(3)} ms` : ''),
        );
        console.log(
          `  PostgreSQL CPU per request: Kru's ${postgresMsPerRequest.toFixed(3)} ms` +
            (yardstick ? `, the reference's ${yardstick.postgresMsPerRequest.toFixed(3)} ms` : ''),
        );
      } else {
        const cpuBefore = cpuTimeMs(kru.process.pid);
        const postgresBefore = postgresCpuMs(scratch);
        const booked = await measureBookings(kru.url, fixture, load.connections);
        const answered = cpuTimeMs(kru.process.pid) - cpuBefore;
        const postgresAnswered = postgresCpuMs(scratch) - postgresBefore;
        // What a booking leaves to the job queue (its e-mails) is paid for too: counted once the queue is empty.
        const settleS = await waitForBookingJobs(db);
        const settled = cpuTimeMs(kru.process.pid) - cpuBefore;
        const postgresSettled = postgresCpuMs(scratch) - postgresBefore;
        const count = Math.max(1, fixture.bookings.length - booked.errors);
        requests = count;
        console.log(
          `POST /tutoring/book: ${booked.rps} bookings/s, p50 ${booked.p50} ms, p99 ${booked.p99} ms, ` +
            `${booked.errors} failed, ${await countDoubleBookings(db)} slots booked twice`,
        );
        console.log(
          `  server CPU per booking: Kru ${(answered / count).toFixed(3)} ms while booking, ` +
            `${(settled / count).toFixed(3)} ms with the jobs it queued (done ${settleS.toFixed(1)} s later); PostgreSQL ` +
            `${(postgresAnswered / count).toFixed(3)} ms while booking, ${(postgresSettled / count).toFixed(3)} ms with the jobs`,
        );
      }
      if (PG_STATEMENTS) await printStatements(db, requests);
      if (stopSampling) {
        const waits = [...(await stopSampling()).entries()].sort((a, b) => b[1] - a[1]);
        console.log(`  waits (backend samples): ${waits.map(([wait, n]) => `${wait} ${n}`).join(', ')}`);
      }
    }
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    for (const server of servers) await server.stop();
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
