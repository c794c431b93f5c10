import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the pool or an open transaction. */
export type Queryable = Db | Tx;

export function createDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (err) => console.error('[db] idle client error', err.message));
  return drizzle(pool, { schema, casing: 'snake_case' }) as Db;
}

/** Any fixed number: the advisory lock that lets one instance at a time migrate. */
const MIGRATION_LOCK = 7_360_211;

/**
 * Applies pending migrations. Instances starting together take turns on an advisory lock (held by a connection
 * of its own, migrations run on others), so the second finds the work done.
 */
export async function migrateDb(db: Db): Promise<void> {
  const lock = await db.$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}

export type AfterCommit = (effect: () => Promise<unknown> | unknown) => void;

/**
 * Runs `work` in one transaction. Side effects registered with `afterCommit` (mail delivery, notifications,
 * jobs) run only once the transaction has committed, and never when it rolls back.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const effects: Array<() => Promise<unknown> | unknown> = [];
  const result = await db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      console.error('[db] after-commit effect failed', err);
    }
  }
  return result;
}
