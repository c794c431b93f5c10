import type { Server as TlsServer } from 'node:tls';
import { buildApp } from './app.ts';
import { VIDEO_QUEUE } from './modules/course-media/index.ts';
import { devMailboxEnabled } from './modules/dev-mailbox/policy.ts';
import { recordVatRate } from './modules/receipts/index.ts';
import { scheduledJobs } from './modules/scheduled-jobs.ts';
import { SESSION_REQUESTED_QUEUE, workOnRequestNotices } from './modules/sessions/index.ts';
import { workOnVideos } from './modules/video-worker.ts';
import { createContext, createDb } from './platform/bootstrap.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { migrateDb } from './platform/db/client.ts';
import { DataDirError, startEmbeddedPostgres } from './platform/db/embedded.ts';
import { describeCertificate, reloadTlsOnRenewal } from './platform/http/tls-reload.ts';
import { startJobs } from './platform/jobs.ts';
import { createMailer, MAIL_QUEUE, workOnMail } from './platform/mail/mailer.ts';
import { paymentsTestMode } from './platform/payments/index.ts';
import { seedAll } from './seed/index.ts';

/** What to close on Ctrl-C, newest first; filled as each part starts, so a stop during start-up is clean too. */
const cleanups: Array<() => Promise<unknown>> = [];
let stopping = false;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Kru...`);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(0);
}

async function main() {
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  const startedAt = Date.now();
  const config = loadConfig();

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(config.dataDir);
    cleanups.push(() => embedded.stop());
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl);
  cleanups.push(() => {
    // Ctrl-C reaches the embedded PostgreSQL too, which then ends our connections: expected, not worth a line.
    db.$client.removeAllListeners('error').on('error', () => {});
    return db.$client.end();
  });
  await migrateDb(db);
  const jobs = await startJobs(
    databaseUrl,
    [MAIL_QUEUE, VIDEO_QUEUE, SESSION_REQUESTED_QUEUE],
    (line) => stopping || console.warn(line),
  );
  cleanups.push(() => jobs.stop());
  const mailer = createMailer(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: (line) => console.log(line),
    logsBodies: config.env !== 'production',
    queue: jobs.queue,
  });
  const ctx = createContext(config, db, { mailer, jobs: jobs.queue });
  cleanups.push(
    () => ctx.rateLimiter.close(),
    () => ctx.errorReporter.close(),
  );
  await recordVatRate(ctx);
  const demoAccounts = await seedAll(ctx);

  await workOnMail(jobs, mailer);
  await workOnRequestNotices(ctx, jobs);
  await jobs.schedule(scheduledJobs(ctx));
  await workOnVideos(ctx, jobs, config.video.transcodeConcurrency);

  const app = await buildApp(ctx, { logger: { level: config.logLevel } });
  cleanups.push(() => app.close());
  await app.listen({ port: config.port, host: config.host });
  if (config.tls) {
    // Fastify types its server as HTTP/1.1's; with a certificate it is Node's HTTP/2 secure server, a TLS server.
    const stopReloading = reloadTlsOnRenewal(app.server as unknown as TlsServer, config.tls, console);
    cleanups.push(async () => stopReloading());
    console.log(
      `HTTPS: ${describeCertificate(config.tls.cert)} (a renewed pair is served on SIGHUP or once its files change)`,
    );
  }

  console.log(`\nKru is ready at ${config.appUrl} (in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
  console.log(
    `Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL, data in ${config.dataDir}/postgres`}`,
  );
  console.log(`API docs: ${config.appUrl}/api/docs`);
  if (devMailboxEnabled(config)) console.log(`Mailbox (no SMTP_URL): ${config.appUrl}/dev/mailbox`);
  if (paymentsTestMode(config))
    console.log('PAYMENTS=sandbox: TEST MODE, no real money moves (every page says so)');
  if (config.devClock) console.log('DEV_CLOCK is on: time can be moved forward through /api/v1/dev/clock');
  if (demoAccounts.length) {
    console.log(
      config.env === 'production' ? 'Demo accounts (passwords shown this once):' : 'Demo accounts:',
    );
    for (const account of demoAccounts)
      console.log(`  ${account.role.padEnd(8)} ${account.email}  /  ${account.password}`);
  }
}

main().catch((err) => {
  if (stopping) return;
  console.error(
    err instanceof ConfigError
      ? `Kru cannot start: ${err.message}`
      : err instanceof DataDirError
        ? err.message
        : err,
  );
  process.exit(1);
});
