/**
 * Only the Lighthouse part of `npm run bench`, against a Kru already running (the build, `NODE_ENV=production`,
 * the demo seed), each page several times, printing each run and the median: the machine is shared, so one run
 * says little. Writes every whole report to LIGHTHOUSE_REPORTS (a folder) when set.
 *
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 DEMO_STUDENT_PASSWORD=... LIGHTHOUSE_RUNS=3 \
 *     node --import tsx bench/lighthouse-only.ts
 */

import fs from 'node:fs';
import { type LighthousePage, type LighthouseRow, runLighthouse } from './lighthouse.ts';

const BASE_URL = process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`signing in as ${email} failed (${res.status})`);
  return body.data.token;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const password = process.env.DEMO_STUDENT_PASSWORD;
  if (!password) throw new Error("DEMO_STUDENT_PASSWORD: the demo student's password, from the server's log");
  const token = await signIn('student@kru.test', password);
  const pages: LighthousePage[] = [
    { name: 'sign-in', path: '/auth/sign-in' },
    { name: 'home (demo student)', path: '/', token },
    { name: 'course search', path: '/courses/search-courses', token },
  ];
  if (REPORTS) fs.mkdirSync(REPORTS, { recursive: true });
  const runs: LighthouseRow[][] = [];
  for (let run = 0; run < RUNS; run++) {
    const rows = await runLighthouse(BASE_URL, pages, REPORTS);
    for (const row of rows)
      console.log(
        `run ${run + 1} ${row.name}: ${row.score}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}`,
      );
    runs.push(rows);
  }
  console.log(`median of ${RUNS} (load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)}):`);
  for (const [index, page] of pages.entries()) {
    const rows = runs.map((rowsOfRun) => rowsOfRun[index]!);
    console.log(
      `${page.name}: score ${median(rows.map((row) => row.score))}, LCP ${median(rows.map((row) => row.lcpMs))} ms, ` +
        `TBT ${median(rows.map((row) => row.tbtMs))} ms, CLS ${median(rows.map((row) => row.cls))}, ` +
        `JS ${(median(rows.map((row) => row.scriptBytes)) / 1024).toFixed(1)} KB`,
    );
  }
}

await main();
