import type { Queryable } from './client.ts';

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
