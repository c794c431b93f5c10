import { buildApp } from './app.ts';
import { removeUnregisteredUploads } from './modules/files/index.ts';
import { createContext, createDb } from './platform/bootstrap.ts';
import { loadConfig } from './platform/config.ts';
import { migrateDb } from './platform/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './platform/db/embedded.ts';
import { startJobs } from './platform/jobs.ts';
import { seedAll } from './seed/index.ts';

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl);
  await migrateDb(db);
  const ctx = createContext(config, db);
  const demoAccounts = await seedAll(ctx);

  const app = await buildApp(ctx, { logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  // Mail is delivered right after each commit; the sweep retries what failed (an SMTP hiccup, a restart).
  const jobs = await startJobs(
    databaseUrl,
    [
      { name: 'mail-deliver-pending', cron: '* * * * *', run: () => ctx.mailer.deliverPending() },
      { name: 'files-remove-unregistered', cron: '17 * * * *', run: () => removeUnregisteredUploads(ctx) },
    ],
    (line) => app.log.warn(line),
  );

  console.log(`\nKru is ready at ${config.appUrl} (in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
  console.log(
    `Database: ${embedded ? `embedded PostgreSQL, data in ${config.dataDir}/postgres` : 'DATABASE_URL'}`,
  );
  console.log(`API docs: ${config.appUrl}/api/docs   Mailbox (no SMTP_URL): ${config.appUrl}/dev/mailbox`);
  if (demoAccounts.length) {
    console.log('Demo accounts:');
    for (const account of demoAccounts)
      console.log(`  ${account.role.padEnd(8)} ${account.email}  /  ${account.password}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Kru...`);
    // Ctrl-C reaches the embedded PostgreSQL too, which then ends our connections: expected, not worth a line.
    db.$client.removeAllListeners('error').on('error', () => {});
    await jobs.stop();
    await app.close();
    await db.$client.end();
    if (embedded) await embedded.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
