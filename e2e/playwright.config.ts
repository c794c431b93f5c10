import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '..');
// Per port, so two runs on different ports (E2E_PORT) never share or wipe each other's data.
const DATA_DIR = path.join(ROOT, 'data', `e2e-${PORT}`);

/** Journeys in Debian's headless Chromium against the built app served by the real server (embedded PostgreSQL). */
export default defineConfig({
  testDir: './journeys',
  // Every page a journey shows is audited by axe (a second or two each on a busy machine).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Two cores: the server, its database and one browser at a time keep the run steady.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `rm -rf "${DATA_DIR}" && node --import tsx apps/server/src/main.ts`,
    cwd: ROOT,
    url: `${BASE_URL}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: BASE_URL,
      DATA_DIR,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // As behind the production proxy: a journey can give each person their own client address
      // (`X-Forwarded-For`, support/admin.ts), so per-IP sign-in limits do not add up across the whole suite.
      TRUST_PROXY: '1',
      // The journeys' own API calls (accounts, mailbox polls) all come from this machine's address.
      API_RATE_LIMIT_PER_MINUTE: '6000',
      // Slots start on :00 and :30, so the next one is up to half an hour away: the meeting journey books it
      // and finds the room already open.
      MEETING_OPENS_MINUTES_BEFORE: '40',
      // The lesson journey moves the server's time past a session's end (POST /api/v1/dev/clock/advance), runs the
      // completion job at once, and puts the time back (every journey after it needs real time).
      DEV_CLOCK: '1',
      // Resumable uploads go in chunks of this size: small, so a journey's small video takes several chunks and
      // one of them can be cut (video-upload-resume.spec.ts).
      UPLOAD_CHUNK_BYTES: '65536',
    },
  },
});
