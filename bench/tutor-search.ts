/**
 * `npm run bench:search`: what PostgreSQL spends on each search of bench/tutor-searches.ts (and the two keyword
 * searches of issue 10) on the bench's dataset (10,000 tutors, 1,000,000 slots): the search's own statement
 * (apps/server/src/modules/tutors/repository.ts `tutorPageQuery`) under EXPLAIN ANALYZE, the median and worst
 * planning plus execution time of RUNS runs, the buffers read, and every plan in
 * bench/results/tutor-search-plans.txt. The HTTP figures are `npm run bench`'s. Uses BENCH_DATABASE_URL or an
 * embedded PostgreSQL on BENCH_SEARCH_PORT (default 5438), whose number also names the scratch database, so that
 * two checkouts can measure at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TUTORS_PAGE_SIZE, tutorsQuery } from '@kru/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import { tutorSearchOf } from '../apps/server/src/modules/tutors/list-tutors.ts';
import { totalCapOf } from '../apps/server/src/modules/tutors/policy.ts';
import { tutorPageQuery } from '../apps/server/src/modules/tutors/repository.ts';
import { SearchShapes, searchShapeKey } from '../apps/server/src/modules/tutors/search-shapes.ts';
import { createDb, migrateDb } from '../apps/server/src/platform/db/client.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference/index.ts';
import { generateDataset } from './dataset.ts';
import { scratchDatabase } from './scratch-database.ts';
import { tutorSearches } from './tutor-searches.ts';
import { generateSlots } from './tutoring.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const USERS = Number(process.env.BENCH_USERS ?? 30_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

interface Plan {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
}

/** BENCH_SEARCH_REUSE=1: measure again on the database a BENCH_SEARCH_KEEP=1 run left (no seeding, minutes less). */
const REUSE = process.env.BENCH_SEARCH_REUSE === '1';
const KEEP = REUSE || process.env.BENCH_SEARCH_KEEP === '1';
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 5438);
const DATABASE = PORT === 5438 ? 'kru_bench_search' : `kru_bench_search_${PORT}`;

async function main() {
  const database = REUSE
    ? { databaseUrl: reusedUrl(), drop: async () => {} }
    : await scratchDatabase(DATABASE, PORT);
  const db = createDb(database.databaseUrl, 2);
  const plans: string[] = [];
  try {
    if (!REUSE) {
      await migrateDb(db);
      await seedReferenceData(db);
      await generateDataset(db, USERS);
      await generateSlots(db, 100);
    }
    console.log(
      `load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const searches = [
      { name: 'keyword=algebra (every tutor matches), page 3', query: 'keyword=algebra&page=3' },
      { name: 'keyword=Last1234 (a name)', query: 'keyword=Last1234' },
      ...(await tutorSearches(db)),
    ];
    const dialect = new PgDialect();
    const actor = {
      userId: 3,
      sessionId: 0,
      role: 'student' as const,
      subdomainId: null,
      language: 'en' as const,
    };
    const now = new Date();
    for (const search of searches) {
      const query = tutorsQuery.parse(Object.fromEntries(new URLSearchParams(search.query)));
      const { filter, order } = tutorSearchOf(actor, null, query, now);
      const page = {
        limit: TUTORS_PAGE_SIZE,
        offset: (query.page - 1) * TUTORS_PAGE_SIZE,
        countCap: totalCapOf(query) + 1,
      };
      // A keyword search as first asked, then as asked again while the server remembers its shape (narrow, or
      // past the cap: apps/server/src/modules/tutors/search-shapes.ts).
      const shapes = new SearchShapes();
      const key = searchShapeKey(filter, page.countCap);
      let first: string | undefined;
      for (let asked = 0; asked < (key === null ? 1 : 2); asked += 1) {
        const shape = shapes.get(key);
        const found = await measureSearch(`${search.name}${asked ? ` (${shape})` : ''}`, () =>
          dialect.sqlToQuery(tutorPageQuery(filter, page, now, order, shape)),
        );
        shapes.remember(key, { ...found, countCap: page.countCap });
        const answer = JSON.stringify([found.total, found.ids]);
        if (first !== undefined && answer !== first)
          console.log(`  DIFFERENT from the first: ${answer} ${first}`);
        first ??= answer;
      }
    }
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench/results/tutor-search-plans.txt'), plans.join('\n'));
  } finally {
    await db.$client.end();
    if (!KEEP) await database.drop();
  }

  /** The statement's median and worst planning + execution time, its buffers and plan; what it found. */
  async function measureSearch(name: string, build: () => { sql: string; params: unknown[] }) {
    const statement = build();
    const times: number[] = [];
    const executions: number[] = [];
    let blocks = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const { rows } = await db.$client.query(
        `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) ${statement.sql}`,
        statement.params,
      );
      const [plan] = rows[0]['QUERY PLAN'] as Plan[];
      times.push(plan!['Planning Time'] + plan!['Execution Time']);
      executions.push(plan!['Execution Time']);
      blocks = plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks'];
    }
    const { rows } = await db.$client.query(statement.sql, statement.params);
    // As the server runs it: a named prepared statement (a generic plan after five calls), timed from here.
    const prepared: number[] = [];
    const client = await db.$client.connect();
    try {
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await client.query({ name: `bench_${plans.length}`, text: statement.sql, values: statement.params });
        prepared.push(performance.now() - started);
      }
    } finally {
      client.release(true);
    }
    times.sort((a, b) => a - b);
    prepared.sort((a, b) => a - b);
    executions.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `${name}: median ${median.toFixed(2)} ms, worst ${times.at(-1)!.toFixed(2)} ms, ${blocks} buffers, ` +
        `execution median ${executions[Math.floor(executions.length / 2)]!.toFixed(2)} ms, prepared median ${prepared[Math.floor(prepared.length / 2)]!.toFixed(2)} ms, ` +
        `total ${rows[0]?.total}, ${rows.filter((row) => row.id !== null).length} cards`,
    );
    const text = await db.$client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
    plans.push(`## ${name}\n${text.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
    return {
      broad: (rows[0]?.broad ?? null) as boolean | null,
      total: Number(rows[0]?.total ?? 0),
      ids: rows.map((row) => row.id),
    };
  }
}

function reusedUrl(): string {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

await main();
