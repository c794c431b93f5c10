import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';

/**
 * BENCH_PG_STATEMENTS=1: the embedded PostgreSQL keeps pg_stat_statements, nested statements (PL/pgSQL's,
 * triggers') and planning included, for bench/route.ts to print per call.
 */
export const PG_STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1';
const STATEMENT_SETTINGS = {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track': 'all',
  'pg_stat_statements.track_planning': 'on',
};

/**
 * A fresh database named `name` on BENCH_DATABASE_URL or on an embedded PostgreSQL (on `port`, in a temporary
 * folder); `drop` removes it and stops what was started.
 */
export async function scratchDatabase(name: string, port: number) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(scratch, port, PG_STATEMENTS ? STATEMENT_SETTINGS : {});
  const serverUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    embedded: embedded !== undefined,
    scratch,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      if (embedded) await embedded.stop();
    },
  };
}
