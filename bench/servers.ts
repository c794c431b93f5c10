import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface Server {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A server in its own process (Node with the tsx loader, as `npm start` runs Kru), ready once `readyPath` answers. */
export async function startServer(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  logFile: string,
  nodeArgs: string[] = [],
): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'w');
  // Compiled JavaScript runs as is; TypeScript (the reference server) through the tsx loader.
  const args = script.endsWith('.ts')
    ? [...nodeArgs, '--import', 'tsx', path.join(ROOT, script)]
    : [...nodeArgs, path.join(ROOT, script)];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url },
    stdio: ['ignore', log, log],
  });
  await waitFor(`${url}${readyPath}`, child, 180_000);
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.closeSync(log);
    },
  };
}

/**
 * Kru as deployed (the compiled build, `NODE_ENV=production`, sandbox payments, the demo seed), on `databaseUrl`
 * with its files in `dataDir`; only the global rate limit is lifted. `nodeArgs` go to Node (`--cpu-prof`).
 */
export function startKru(databaseUrl: string, dataDir: string, nodeArgs: string[] = []): Promise<Server> {
  return startServer(
    'apps/server/dist/main.js',
    {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      STORAGE_SECRET: 'bench',
      SEED_DEMO: '1',
      API_RATE_LIMIT_PER_MINUTE: String(1e9),
    },
    '/api/v1/health',
    path.join(dataDir, 'kru.log'),
    nodeArgs,
  );
}

/** The bench's yardstick (bench/reference-server.ts) on `databaseUrl`, its log in `dataDir`. */
export function startReference(databaseUrl: string, dataDir: string): Promise<Server> {
  return startServer(
    'bench/reference-server.ts',
    { DATABASE_URL: databaseUrl },
    '/users/1',
    path.join(dataDir, 'reference.log'),
  );
}

/** The resident memory of a process, in MiB (Linux). */
export function residentMiB(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kib / 1024);
}
