import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
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

/**
 * The test certificate (CN localhost, IP 127.0.0.1) Kru serves HTTPS with when started `https` (apps/server/test/tls):
 * the bench's browser trusts its key, and nothing else does.
 */
export const BENCH_TLS = {
  certFile: path.join(ROOT, 'apps/server/test/tls/localhost.crt'),
  keyFile: path.join(ROOT, 'apps/server/test/tls/localhost.key'),
};

/** Whether `url` answers 2xx: over HTTPS, trusting the bench's certificate only. */
function answersOk(url: string): Promise<boolean> {
  if (!url.startsWith('https:'))
    return fetch(url).then(
      (res) => res.ok,
      () => false,
    );
  return new Promise((resolve) => {
    https
      .get(url, { ca: fs.readFileSync(BENCH_TLS.certFile) }, (res) => {
        res.resume();
        resolve((res.statusCode ?? 0) < 300);
      })
      .on('error', () => resolve(false));
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    const ok = await answersOk(url);
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
  // Started with a certificate, the server speaks HTTPS (HTTP/2 to browsers).
  const url = `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`;
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
 * with its files in `dataDir`; only the global rate limit is lifted. `nodeArgs` go to Node (`--cpu-prof`); `https`
 * serves it with BENCH_TLS, as a site on the internet is (its log is then `kru-https.log`).
 */
export function startKru(
  databaseUrl: string,
  dataDir: string,
  { nodeArgs = [], https = false }: { nodeArgs?: string[]; https?: boolean } = {},
): Promise<Server> {
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
      ...(https ? { TLS_CERT_FILE: BENCH_TLS.certFile, TLS_KEY_FILE: BENCH_TLS.keyFile } : {}),
    },
    '/api/v1/health',
    path.join(dataDir, https ? 'kru-https.log' : 'kru.log'),
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
