import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CallRow } from './report.ts';

const AUTOCANNON = path.resolve(import.meta.dirname, '../node_modules/.bin/autocannon');

export interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  goal?: CallRow['goal'];
}

/** autocannon in its own process, so the load generator never competes with the server's event loop. */
export async function measure(
  name: string,
  load: Load,
  options: { durationS: number; connections: number },
): Promise<CallRow> {
  const args = ['--json', '-d', String(options.durationS), '-c', String(options.connections)];
  args.push('-m', load.method ?? 'GET');
  for (const [header, value] of Object.entries(load.headers ?? {})) args.push('-H', `${header}=${value}`);
  const { stdout } = await promisify(execFile)(AUTOCANNON, [...args, load.url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout);
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
