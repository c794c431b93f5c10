import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../e2e/support/browser.ts';

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
}

export interface LighthousePage {
  name: string;
  path: string;
  /** A token to sign in with before the page opens (kept in browser storage, as after a real sign-in). */
  token?: string;
}

const TOKEN_KEY = 'kru.token';

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
    args: [...CHROMIUM_LAUNCH.args, `--user-data-dir=${profile}`],
    headless: true,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const target of pages) {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/auth/sign-in`);
      await page.evaluate(
        (key, token) => (token ? localStorage.setItem(key, token) : localStorage.clear()),
        TOKEN_KEY,
        target.token ?? '',
      );
      if (target.token) {
        // The app fetches and stores the user on this visit, as it would have after the sign-in.
        await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle0' });
      }
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const result = await lighthouse(
        `${baseUrl}${target.path}`,
        { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
        undefined,
        page as never,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${target.path}`);
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
      rows.push({
        name: target.name,
        path: target.path,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(audit('total-blocking-time')),
        scriptBytes: scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}
