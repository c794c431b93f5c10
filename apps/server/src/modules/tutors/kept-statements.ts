import type { SQL } from 'drizzle-orm';
import { type BuiltStatement, buildNamed } from '../../platform/db/prepared.ts';
import type { TutorFilter } from './search-types.ts';

/** The instant a kept statement is built for; its values of that instant are then set to each call's own. */
const BUILT_AT = new Date(0);
const BUILT_AT_VALUE = BUILT_AT.toISOString();

/**
 * Search statements built lately, by search (what decides the statement's text and values but the clock): the
 * same search asked again (a popular keyword, a listing's first page) reuses the text, name and values instead of
 * building them with drizzle again, the most of a search's CPU in Node after PostgreSQL's answer. Only pure
 * work is kept: the statement still runs each time, and `now` (a value of its own, given as ISO text) is set per
 * call.
 */
export class KeptStatements {
  private readonly entries = new Map<string, { built: BuiltStatement; nowAt: number[] }>();

  /** At most `maxEntries` searches (a statement's text is some 10 KB). */
  constructor(private readonly maxEntries = 200) {}

  /**
   * The statement `build(now)` would give. `key` must name everything `build` reads but the clock (null: built
   * every time), and the clock must reach the statement only as `now.toISOString()` values.
   */
  statement(key: string | null, now: Date, build: (now: Date) => SQL): BuiltStatement {
    if (key === null) return buildNamed(build(now));
    let kept = this.entries.get(key);
    if (!kept) {
      const built = buildNamed(build(BUILT_AT));
      const nowAt = built.params.flatMap((value, at) => (value === BUILT_AT_VALUE ? [at] : []));
      kept = { built, nowAt };
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, kept);
    }
    const params = [...kept.built.params];
    const value = now.toISOString();
    for (const at of kept.nowAt) params[at] = value;
    return { ...kept.built, params };
  }
}

/**
 * The key of a search whose filter holds only plain values (not a free-time filter, whose clock is a statement),
 * none of them the instant statements are kept for (which would be taken for the clock).
 */
export function keptSearchKey(filter: TutorFilter, ...rest: unknown[]): string | null {
  if (filter.freeTime !== undefined) return null;
  const key = JSON.stringify([filter, ...rest]);
  return key.includes(BUILT_AT_VALUE) ? null : key;
}
