import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/client.ts';

/** Empties pg_stat_statements (BENCH_PG_STATEMENTS=1, bench/scratch-database.ts) before a call's load. */
export async function resetStatements(db: Db): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
  await db.execute(sql`SELECT pg_stat_statements_reset()`);
}

/**
 * The statements a call's load spent most on (planning and execution, nested ones included), per request: how
 * often each ran and how often it was planned. A prepared statement planned on (nearly) every call has lost its
 * generic plan (apps/server/src/platform/db/generic-plans.api.test.ts).
 */
export async function printStatements(db: Db, requests: number): Promise<void> {
  const { rows } = await db.execute<{
    calls: string;
    plans: string;
    plan_ms: number;
    exec_ms: number;
    query: string;
  }>(sql`
    SELECT calls, plans, total_plan_time AS plan_ms, total_exec_time AS exec_ms,
      left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 110) AS query
    FROM pg_stat_statements WHERE calls > 0 AND query NOT LIKE '%pg_stat_statements%'
    ORDER BY total_plan_time + total_exec_time DESC LIMIT 8`);
  const perRequest = (ms: number) => (ms / Math.max(1, requests)).toFixed(3);
  for (const row of rows) {
    console.log(
      `  ${perRequest(row.plan_ms)} ms planning + ${perRequest(row.exec_ms)} ms running a request: ` +
        `${row.calls} calls, ${row.plans} plans: ${row.query}`,
    );
  }
}
