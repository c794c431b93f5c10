import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

/**
 * The real `main.ts` on an empty DATA_DIR with the embedded PostgreSQL, killed (the whole process group, as a
 * power cut or a container restart would) at several points of its first start: the next start still comes up.
 */
const MAIN = path.resolve(import.meta.dirname, '../../main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-first-start-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) killGroup(child, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** The embedded database (no DATABASE_URL), no demo data. */
function kruEnv(dir: string, port: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _external, ...env } = process.env;
  return { ...env, DATA_DIR: dir, PORT: String(port), SEED_DEMO: '0', NODE_ENV: 'development' };
}

function startKru(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: kruEnv(dataDir, port),
    detached: true,
    stdio: 'pipe',
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return condition();
}

const entries = () => (fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : []);
const has = (entry: string, file: string) => fs.existsSync(path.join(dataDir, entry, file));
/** The PostgreSQL directories this start made (not those an earlier, killed start left). */
const madeSince = (before: string[]) =>
  entries().filter((entry) => entry.startsWith('postgres') && !before.includes(entry));

/** Kill points along a first start, whatever directory the cluster is made in: the moment each becomes true. */
const KILL_POINTS: Array<[string, (before: string[]) => boolean]> = [
  ['as initdb begins', (before) => madeSince(before).some((entry) => has(entry, 'PG_VERSION'))],
  ['half-way through initdb', (before) => madeSince(before).some((entry) => has(entry, 'global'))],
  ['once the cluster is in place, as PostgreSQL starts', () => has('postgres', 'global/pg_filenode.map')],
  ['while the database is created and migrated', () => has('postgres', 'postmaster.pid')],
];

describe('an embedded first start killed during initialisation', () => {
  it('leaves a data directory that starts next time', { timeout: 240_000 }, async () => {
    const port = 3150;
    // One first start after another, each killed at the next point: every kill leaves a directory from which the
    // next start gets further, and the last one comes up.
    for (const [point, reached] of KILL_POINTS) {
      const before = entries();
      const kru = startKru(port);
      let exited = false;
      void kru.exited.then(() => {
        exited = true;
      });
      // A start that gives up on what the last kill left (the old failure) exits before the point.
      await until(() => reached(before) || exited, 60_000);
      expect(exited, `exited before ${point}: ${kru.output()}`).toBe(false);
      expect(reached(before), `${point}: ${kru.output()}`).toBe(true);
      killGroup(kru.child, 'SIGKILL');
      await kru.exited;
      running.delete(kru.child);
    }
    const last = startKru(port);
    const ready = await until(() => last.output().includes('Kru is ready'), 90_000);
    expect(ready, last.output()).toBe(true);
    expect(entries().filter((entry) => entry.startsWith('postgres'))).toEqual(['postgres']);
    killGroup(last.child, 'SIGINT');
    await last.exited;
    running.delete(last.child);
  });

  it('says in one line what is wrong when the data directory cannot be used', {
    timeout: 60_000,
  }, async () => {
    const file = path.join(dataDir, 'not-a-directory');
    fs.writeFileSync(file, '');
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: kruEnv(file, 3151),
      stdio: 'pipe',
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Kru cannot use DATA_DIR .*not-a-directory/),
    ]);
  });

  it('starts beside the socket lock of a killed PostgreSQL that is still a zombie', {
    timeout: 120_000,
  }, async () => {
    // A PostgreSQL killed with its parent leaves /tmp/.s.PGSQL.<port>.lock naming its pid; until PID 1 reaps it,
    // signal 0 still reaches that pid, and a PostgreSQL listening on a Unix socket refuses the port.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: chosen } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(chosen));
      });
    });
    // `sleep 0` exits at once and its parent, become `sleep 60`, never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    running.add(parent);
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout!.once('data', (chunk) => resolve(String(chunk)))),
    );
    const lock = `/tmp/.s.PGSQL.${port}.lock`;
    fs.writeFileSync(lock, `${zombie}\n/tmp\n`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-zombie-lock-'));
    try {
      const database = await startEmbeddedPostgres(dir, port);
      expect(database.url).toContain(`:${port}/kru`);
      await database.stop();
    } finally {
      fs.rmSync(lock, { force: true });
      fs.rmSync(dir, { recursive: true, force: true });
      killGroup(parent, 'SIGKILL');
    }
  });
});
