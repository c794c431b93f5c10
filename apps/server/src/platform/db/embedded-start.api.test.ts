import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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
const initDir = () => entries().find((entry) => entry.startsWith('postgres.init-'));

/** Kill points along a first start: the moment each condition becomes true. */
const KILL_POINTS: Array<[string, () => boolean]> = [
  ['as initdb begins', () => initDir() !== undefined],
  [
    'half-way through initdb',
    () => {
      const dir = initDir();
      return dir !== undefined && fs.existsSync(path.join(dataDir, dir, 'global'));
    },
  ],
  ['once the cluster is in place, as PostgreSQL starts', () => fs.existsSync(path.join(dataDir, 'postgres'))],
  [
    'while the database is created and migrated',
    () => fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')),
  ],
];

describe('an embedded first start killed during initialisation', () => {
  it('leaves a data directory that starts next time', { timeout: 240_000 }, async () => {
    const port = 3150;
    // One first start after another, each killed at the next point: every kill leaves a directory from which the
    // next start gets further, and the last one comes up.
    for (const [point, reached] of KILL_POINTS) {
      const kru = startKru(port);
      expect(await until(reached, 60_000), `${point}: ${kru.output()}`).toBe(true);
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
});
