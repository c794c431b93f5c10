import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDb, migrateDb } from './client.ts';

describe('migrateDb', () => {
  it('lets instances that start together migrate an empty database once, in turn', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const name = `kru_t_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const instances = [createDb(url.toString(), 2), createDb(url.toString(), 2), createDb(url.toString(), 2)];
    try {
      await Promise.all(instances.map((db) => migrateDb(db)));
      const { rows } = await instances[0]!.$client.query(
        'SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations',
      );
      const journal = await import('../../../drizzle/meta/_journal.json', { with: { type: 'json' } });
      expect(rows[0].applied).toBe(journal.default.entries.length);
    } finally {
      for (const db of instances) await db.$client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
