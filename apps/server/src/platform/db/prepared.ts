import { createHash } from 'node:crypto';
import { type Column, fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Db, Queryable } from './client.ts';

/**
 * A named prepared statement per database handle. PostgreSQL then parses and plans the query once per
 * connection instead of on every call: what the hottest reads (the token lookup, the current user) spend most
 * of their time on. `build` must use `sql.placeholder()` for its parameters.
 */
export function preparedQuery<P extends { execute(params: Record<string, unknown>): Promise<unknown> }>(
  build: (q: Queryable) => P,
): (q: Queryable) => P {
  const byHandle = new WeakMap<Queryable, P>();
  return (q) => {
    let statement = byHandle.get(q);
    if (!statement) {
      statement = build(q);
      byHandle.set(q, statement);
    }
    return statement;
  };
}

/**
 * A named prepared statement whose one column is a JSON value built by PostgreSQL, run on the pool's driver
 * directly: its value is the first row's, or undefined. For the hottest reads (`GET /user`), where drizzle's work
 * around each call (spans, three layers of promises, mapping the row) cost more than handing over one value.
 * `build` writes the statement once per database handle and must use `sql.placeholder()` for its parameters.
 */
export function preparedJsonRead<T>(
  name: string,
  build: (db: Db) => { toSQL(): { sql: string; params: unknown[] } },
): (db: Db, values: Record<string, unknown>) => Promise<T | undefined> {
  const byHandle = new WeakMap<Db, { sql: string; params: unknown[] }>();
  return async (db, values) => {
    let statement = byHandle.get(db);
    if (!statement) {
      statement = build(db).toSQL();
      byHandle.set(db, statement);
    }
    const { rows } = await db.$client.query<[T]>({
      name,
      text: statement.sql,
      values: fillPlaceholders(statement.params, values),
      rowMode: 'array',
    });
    return rows[0]?.[0];
  };
}

const dialect = new PgDialect();

/**
 * A statement's name from its text (or a description of its shape): the same text is parsed once per connection,
 * different texts never clash, and the name stays within PostgreSQL's 63 characters.
 */
export function statementName(text: string): string {
  return `kru_${createHash('sha1').update(text).digest('base64url')}`;
}

/**
 * Runs a statement whose shape depends on the call (a search's filters) as a named prepared statement, as
 * `q.execute(query)` would run it (same rows, same types). Each shape is parsed once per connection instead of
 * on every call. Only for statements whose values are all parameters: a value written into the text would make
 * a new statement, kept on every connection, per value.
 */
export function executeNamed<T extends Record<string, unknown>>(
  q: Queryable,
  query: SQL,
): Promise<QueryResult<T>> {
  return executeBuilt<T>(q, buildNamed(query));
}

/** A statement's text, its name (statementName) and its values: what executeNamed runs. */
export interface BuiltStatement {
  sql: string;
  name: string;
  params: unknown[];
}

/** A statement's text, name and values, for a caller that keeps them between calls (building costs). */
export function buildNamed(query: SQL): BuiltStatement {
  const built = dialect.sqlToQuery(query);
  return { ...built, name: statementName(built.sql) };
}

/** Runs a statement built by buildNamed as executeNamed would. */
export function executeBuilt<T extends Record<string, unknown>>(
  q: Queryable,
  built: BuiltStatement,
): Promise<QueryResult<T>> {
  return q._.session
    .prepareQuery<PreparedQueryConfig & { execute: QueryResult<T> }>(built, undefined, built.name, false)
    .execute();
}

/** A query builder's statement (a select whose filters vary per call) run as a named prepared statement. */
export function selectNamed<R>(query: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}): Promise<R> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}

/**
 * `column IN (ids)` as one array parameter (`= ANY($1)`): the same statement text whatever the number of ids,
 * so a prepared statement serves every list (drizzle's `inArray` writes one parameter per id).
 */
export function anyOfIds(column: Column | SQL, ids: number[]): SQL {
  return sql`${column} = ANY(${sql.param(ids)}::integer[])`;
}
