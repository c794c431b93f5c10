import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../e2e/support/browser.ts';
import { BENCH_TLS } from './servers.ts';

export interface LighthouseRow {
  name: string;
  path: string;
  /** The performance score, 0-100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes on the wire for the page's scripts, as Lighthouse counted them (compressed when sent compressed). */
  scriptBytes: number;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`): its 4x slowdown stands for a mid-tier
   * phone on a host of 1,500-2,000 (docs/throttling.md in Lighthouse); on a slower host the same page scores lower.
   */
  benchmarkIndex: number;
  /** Lighthouse's error when the run failed (its figures are then missing, not zero). */
  error?: string;
}

export interface LighthouseMedian extends LighthouseRow {
  /** How many runs the median is of: those that did not fail. */
  runs: number;
  /** How many runs there were. */
  of: number;
}

export interface LighthousePage {
  name: string;
  path: string;
  /** A token to sign in with before the page opens (kept in browser storage, as after a real sign-in). */
  token?: string;
}

const TOKEN_KEY = 'kru.token';

/**
 * Chromium's flag that trusts the bench's certificate (Kru started `https`) by the hash of its public key: that
 * certificate only, without turning certificate checks off.
 */
function trustBenchCertificate(): string {
  const key = new X509Certificate(fs.readFileSync(BENCH_TLS.certFile)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(key).digest('base64')}`;
}

/**
 * Lighthouse 12.2.3 (pinned: newer needs Node 22) with its default mobile settings (a mid-range phone, simulated
 * slow 4G and a 4x slower CPU), performance only, in Debian's headless Chromium. Each page is opened with an
 * empty HTTP cache; a signed-in page keeps the browser storage it was given (token and the user the app stored
 * on a first visit), as a returning visitor's browser does.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  /** A folder to write each page's whole Lighthouse report to (JSON), to read its diagnostics. */
  reportDir?: string,
): Promise<LighthouseRow[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-lighthouse-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_LAUNCH.executablePath,
    args: [...CHROMIUM_LAUNCH.args, `--user-data-dir=${profile}`, trustBenchCertificate()],
    headless: true,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const target of pages) {
      const page = await browser.newPage();
      // The page quiet before Lighthouse's own navigation starts.
      await page.goto(`${baseUrl}/auth/sign-in`, { waitUntil: 'networkidle0' });
      await page.evaluate(
        (key, token) => (token ? localStorage.setItem(key, token) : localStorage.clear()),
        TOKEN_KEY,
        target.token ?? '',
      );
      if (target.token) {
        // The app fetches and stores the user on this visit, as it would have after the sign-in.
        await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle0' });
      }
      const lhr = await lighthouseOnce(`${baseUrl}${target.path}`, page);
      if (reportDir) {
        const file = `${target.name.replace(/\W+/g, '-')}-${Date.now()}.json`;
        fs.writeFileSync(path.join(reportDir, file), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scripts =
        (
          lhr.audits['resource-summary']?.details as {
            items?: Array<{ resourceType: string; transferSize: number }>;
          }
        )?.items ?? [];
      const failure = lhr.runtimeError;
      rows.push({
        ...(failure ? { error: `${failure.code}: ${failure.message}` } : {}),
        name: target.name,
        path: target.path,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(audit('total-blocking-time')),
        scriptBytes: scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
      });
      await page.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}

/**
 * One Lighthouse run of `url` in `page`, run again once when Lighthouse itself failed (a trace it could not
 * record: "Please run Lighthouse again"); a second failure is returned as it is, its figures missing.
 */
async function lighthouseOnce(url: string, page: Page) {
  let lhr: RunnerResult['lhr'] | undefined;
  for (let attempt = 0; attempt < 2 && (!lhr || lhr.runtimeError); attempt++) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      undefined,
      page as never,
    );
    lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError && attempt === 0)
      console.log(`lighthouse failed on ${url} (${lhr.runtimeError.code}), again`);
  }
  return lhr!;
}

/** The share of the machine's CPU time that was idle over `ms`, from the kernel's counters (os.cpus). */
async function idleShare(ms: number): Promise<number> {
  const sum = () =>
    os.cpus().reduce(
      (total, cpu) => {
        const times = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { idle: total.idle + cpu.times.idle, all: total.all + times };
      },
      { idle: 0, all: 0 },
    );
  const before = sum();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sum();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Waits until the machine is quiet (90% of its CPU idle over 3 s), for at most `maxMs`. Lighthouse scales the
 * page's main-thread tasks by 4 to simulate a phone, so a machine still busy with the load before (PostgreSQL
 * vacuuming after the bookings, say) inflates the blocking time: 1,163 ms against 309 ms quiet, the same build
 * (28 Nov). Returns the idle share it ended with.
 */
export async function waitForQuietMachine(maxMs = 120_000): Promise<number> {
  const until = Date.now() + maxMs;
  let idle = await idleShare(3_000);
  while (idle < 0.9 && Date.now() < until) idle = await idleShare(3_000);
  return idle;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Each page `runs` times (each run opens them all in turn) and, per page, the median of each figure: one run of a
 * page on a shared machine moves by several points. The runs are printed as they come.
 */
export async function runLighthouseMedian(
  baseUrl: string,
  pages: LighthousePage[],
  runs: number,
  reportDir?: string,
): Promise<LighthouseMedian[]> {
  const byRun: LighthouseRow[][] = [];
  for (let run = 0; run < runs; run++) {
    const rows = await runLighthouse(baseUrl, pages, reportDir);
    for (const row of rows)
      console.log(
        row.error
          ? `lighthouse run ${run + 1} ${row.name}: failed (${row.error}), left out of the median`
          : `lighthouse run ${run + 1} ${row.name}: ${row.score}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, host CPU ${row.benchmarkIndex}`,
      );
    byRun.push(rows);
  }
  return pages.map((page, index) => {
    const all = byRun.map((rows) => rows[index]!);
    // A failed run has no figures (score 0, NaN): it would drag the median, so the median is of the others.
    const completed = all.filter((row) => !row.error);
    const rows = completed.length ? completed : all;
    return {
      name: page.name,
      path: page.path,
      score: median(rows.map((row) => row.score)),
      lcpMs: median(rows.map((row) => row.lcpMs)),
      cls: median(rows.map((row) => row.cls)),
      tbtMs: median(rows.map((row) => row.tbtMs)),
      scriptBytes: median(rows.map((row) => row.scriptBytes)),
      benchmarkIndex: median(rows.map((row) => row.benchmarkIndex)),
      runs: completed.length,
      of: runs,
    };
  });
}
