import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, migrateDb } from '../src/platform/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { seedReferenceData } from '../src/seed/reference/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * Once per run: a PostgreSQL (TEST_DATABASE_URL, or an embedded one), a template database migrated and seeded
 * with reference data. Each test file then clones the template (see test/app.ts), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let embeddedDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // A cluster of its own per run, so two runs at once never share a data directory.
    embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-test-postgres-'));
    embedded = await startEmbeddedPostgres(embeddedDir, 5434);
    adminUrl = embedded.url;
  }
  const template = `kru_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(adminUrl, template);
  const db = createDb(templateUrl, 2);
  await migrateDb(db);
  await seedReferenceData(db);
  await db.$client.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`kru_t_${process.pid}_%`, template],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    if (embedded) await embedded.stop();
    if (embeddedDir) fs.rmSync(embeddedDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
