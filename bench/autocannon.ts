import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CallRow } from './report.ts';

const AUTOCANNON = path.resolve(import.meta.dirname, '../node_modules/.bin/autocannon');
const VARIED_LOAD = path.resolve(import.meta.dirname, 'varied-load.mjs');
const run = promisify(execFile);

export interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /**
   * Other URLs to ask in turn with `url` (GET, one server): each request asks the next, so that requests in flight
   * at once are different calls (bench/varied-load.mjs).
   */
  more?: string[];
  goal?: CallRow['goal'];
}

/** autocannon's --json result, from its command line or from bench/varied-load.mjs. */
async function autocannonResult(load: Load, options: { durationS: number; connections: number }) {
  if (load.more?.length) {
    const urls = [load.url, ...load.more].map((url) => new URL(url));
    const spec = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kru-load-')), 'spec.json');
    fs.writeFileSync(
      spec,
      JSON.stringify({
        origin: urls[0]!.origin,
        paths: urls.map((url) => url.pathname + url.search),
        headers: load.headers ?? {},
        ...options,
      }),
    );
    try {
      const { stdout } = await run(process.execPath, [VARIED_LOAD, spec], {
        maxBuffer: 16 * 1024 * 1024,
      });
      return JSON.parse(stdout);
    } finally {
      fs.rmSync(path.dirname(spec), { recursive: true, force: true });
    }
  }
  const args = ['--json', '-d', String(options.durationS), '-c', String(options.connections)];
  args.push('-m', load.method ?? 'GET');
  for (const [header, value] of Object.entries(load.headers ?? {})) args.push('-H', `${header}=${value}`);
  const { stdout } = await run(AUTOCANNON, [...args, load.url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** autocannon in its own process, so the load generator never competes with the server's event loop. */
export async function measure(
  name: string,
  load: Load,
  options: { durationS: number; connections: number },
): Promise<CallRow> {
  const result = await autocannonResult(load, options);
  const row: CallRow = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    goal: load.goal,
  };
  console.log(
    `${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors + row.non2xx} failed`,
  );
  return row;
}
