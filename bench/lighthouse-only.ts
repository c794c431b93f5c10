/**
 * Only the Lighthouse part of `npm run bench`, against a Kru already running (the build, `NODE_ENV=production`,
 * the demo seed), each page several times, printing each run and the median: the machine is shared, so one run
 * says little. Writes every whole report to LIGHTHOUSE_REPORTS (a folder) when set.
 *
 *   LIGHTHOUSE_URL=http://127.0.0.1:3000 DEMO_STUDENT_PASSWORD=... LIGHTHOUSE_RUNS=3 \
 *     node --import tsx bench/lighthouse-only.ts
 *
 * A Kru serving HTTPS with the bench's certificate (TLS_CERT_FILE=apps/server/test/tls/localhost.crt, TLS_KEY_FILE
 * the .key beside it) is measured over HTTP/2: LIGHTHOUSE_URL=https://127.0.0.1:PORT, and
 * NODE_EXTRA_CA_CERTS=apps/server/test/tls/localhost.crt so that this script's own sign-in trusts it too.
 */

import fs from 'node:fs';
import { type LighthousePage, runLighthouseMedian, waitForQuietMachine } from './lighthouse.ts';

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
  const idle = await waitForQuietMachine();
  const medians = await runLighthouseMedian(BASE_URL, pages, RUNS, REPORTS);
  console.log(`median of ${RUNS} (CPU ${(idle * 100).toFixed(0)}% idle before the first):`);
  for (const row of medians) {
    console.log(
      `${row.name}: score ${row.score}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, ` +
        `JS ${(row.scriptBytes / 1024).toFixed(1)} KB, host CPU ${row.benchmarkIndex}`,
    );
  }
}

await main();
