import type pg from 'pg';
import type { Db } from '../src/platform/db/client.ts';

/**
 * How many statements `work` sends to PostgreSQL through the app's pool: each `query` of a checked-out client is
 * one round trip, whether it comes from `pool.query`, a prepared statement or a transaction (BEGIN and COMMIT
 * count too). Observes pg's pool, not our code.
 */
export async function countRoundTrips(db: Db, work: () => Promise<unknown>): Promise<number> {
  const pool = db.$client;
  let count = 0;
  const restore: Array<() => void> = [];
  const onAcquire = (client: pg.PoolClient) => {
    if ((client as { __counted?: boolean }).__counted) return;
    const original = client.query;
    (client as { __counted?: boolean }).__counted = true;
    client.query = ((...args: Parameters<typeof original>) => {
      count += 1;
      return (original as (...a: unknown[]) => unknown).apply(client, args);
    }) as typeof original;
    restore.push(() => {
      client.query = original;
      delete (client as { __counted?: boolean }).__counted;
    });
  };
  pool.on('acquire', onAcquire);
  try {
    await work();
  } finally {
    pool.off('acquire', onAcquire);
    for (const undo of restore) undo();
  }
  return count;
}
