import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `json_build_object('key', value, ...)` from a record of columns and expressions: a row PostgreSQL hands over as one
 * JSON value, which the driver parses natively, instead of one column per field that the driver and drizzle
 * describe, parse and map one by one on every call. At most 50 fields (PostgreSQL's 100 arguments).
 */
export function jsonObject(fields: Record<string, Column | SQL>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * `jsonObject(fields)` of the one row of `from` that `where` picks, or JSON null when none does: a scalar subquery,
 * run as one index lookup. The same relation as a left join was planned as a scan of the whole (small) table and a
 * hash join on every call. `where` must pick at most one row (a primary or unique key).
 */
export function jsonObjectOfRow(fields: Record<string, Column | SQL>, from: SQL, where: SQL): SQL {
  return sql`(SELECT ${jsonObject(fields)} FROM ${from} WHERE ${where})`;
}
