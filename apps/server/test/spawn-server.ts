import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { inject, onTestFinished } from 'vitest';

export const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** `npm run build -w @kru/server`: dist/main.js. */
export function buildServer(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe' });
}

/** An empty database of its own (no migrations), dropped when the test ends. */
export async function emptyDatabase(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `kru_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  onTestFinished(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningServer {
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  /** Sends the process a signal (SIGHUP: a renewed certificate). */
  signal: (name: NodeJS.Signals) => void;
}

/**
 * Runs `node <script>` in apps/server with `env` on top of a clean environment (no NODE_ENV of the test run)
 * and waits until it listens or exits; stopped when the test ends.
 */
export async function runServer(script: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  onTestFinished(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });
  const ready = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Kru is ready')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
  await Promise.race([ready, exited]);
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    signal: (name) => child.kill(name),
  };
}
