import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildNamed } from '../../platform/db/prepared.ts';
import { KeptStatements, keptSearchKey } from './kept-statements.ts';

const statementOf = (keyword: string) => (now: Date) =>
  sql`SELECT ${keyword} AS k, ${now.toISOString()}::timestamptz AS a, ${now.toISOString()}::timestamptz AS b`;

describe('KeptStatements', () => {
  it('gives what building the statement would, its clock values set to each call’s own', () => {
    const kept = new KeptStatements();
    let builds = 0;
    const build = (now: Date) => {
      builds += 1;
      return statementOf('algebra')(now);
    };
    for (const now of [new Date('2026-03-27T09:00:00Z'), new Date('2026-03-27T09:00:01Z')]) {
      expect(kept.statement('algebra', now, build)).toEqual(buildNamed(statementOf('algebra')(now)));
    }
    expect(builds).toBe(1);
  });

  it('builds every time without a key, and drops the oldest search past maxEntries', () => {
    const kept = new KeptStatements(1);
    const now = new Date('2026-03-27T09:00:00Z');
    let builds = 0;
    const build = (keyword: string) => (at: Date) => {
      builds += 1;
      return statementOf(keyword)(at);
    };
    kept.statement(null, now, build('a'));
    kept.statement(null, now, build('a'));
    kept.statement('a', now, build('a'));
    kept.statement('b', now, build('b'));
    expect(kept.statement('a', now, build('a')).params[0]).toBe('a');
    expect(builds).toBe(5);
  });
});

describe('keptSearchKey', () => {
  const filter = { tenantId: null, keyword: 'algebra' };

  it('keys a search of plain values; none for a free-time filter or a value that reads as the kept instant', () => {
    expect(keptSearchKey(filter, { limit: 12 })).toBe(keptSearchKey({ ...filter }, { limit: 12 }));
    expect(keptSearchKey(filter, 1)).not.toBe(keptSearchKey(filter, 2));
    expect(keptSearchKey({ ...filter, keyword: 'algebra!' }, 1)).not.toBe(keptSearchKey(filter, 1));
    const freeTime = { weekdays: [1], hours: [9], timeZone: sql`'UTC'`, till: new Date(0) };
    expect(keptSearchKey({ ...filter, freeTime })).toBeNull();
    expect(keptSearchKey({ ...filter, keyword: new Date(0).toISOString() })).toBeNull();
  });
});
