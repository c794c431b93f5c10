import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';

type ColumnType = 'text' | 'integer' | 'jsonb';

export interface UpsertSpec {
  table: string;
  /** The unique column rows are matched on. */
  key: string;
  /** Columns carried by each row (snake_case keys), the key included. */
  columns: Record<string, ColumnType>;
  /** When set, each row carries `parent_code` and `column` gets the id of the `table` row with that code. */
  parent?: { column: string; table: string };
}

/**
 * One statement for the whole batch: rows travel as a single JSON parameter, `ON CONFLICT` updates only the
 * rows whose values differ, so running it again with the same data writes nothing.
 */
export async function upsertRows(db: Queryable, spec: UpsertSpec, rows: Array<Record<string, unknown>>) {
  if (!rows.length) return;
  const names = Object.keys(spec.columns);
  // New rows get their serial ids in the order of the data files.
  const ordered = rows.map((row, ord) => ({ ...row, ord }));
  const recordset = names.map((name) => `${name} ${spec.columns[name]}`);
  const target = [...(spec.parent ? [spec.parent.column] : []), ...names];
  const source = [...(spec.parent ? ['p.id'] : []), ...names.map((name) => `v.${name}`)];
  const join = spec.parent ? `JOIN ${spec.parent.table} p ON p.code = v.parent_code` : '';
  if (spec.parent) recordset.push('parent_code text');
  recordset.push('ord integer');
  const changing = target.filter((name) => name !== spec.key);
  const list = (prefix: string) => changing.map((name) => `${prefix}.${name}`).join(', ');
  await db.execute(
    sql`${sql.raw(`INSERT INTO ${spec.table} (${target.join(', ')}) SELECT ${source.join(', ')}
    FROM jsonb_to_recordset(`)}${JSON.stringify(ordered)}::jsonb${sql.raw(`) AS v(${recordset.join(', ')}) ${join}
    ORDER BY v.ord
    ON CONFLICT (${spec.key}) DO UPDATE SET ${changing.map((name) => `${name} = excluded.${name}`).join(', ')}
    WHERE (${list(spec.table)}) IS DISTINCT FROM (${list('excluded')})`)}`,
  );
}
