import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';

/**
 * A fresh database named `name` on BENCH_DATABASE_URL or on an embedded PostgreSQL (on `port`, in a temporary
 * folder); `drop` removes it and stops what was started.
 */
export async function scratchDatabase(name: string, port: number) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const embedded = process.env.BENCH_DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, port);
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
