import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like.ts';

/**
 * A keyword's relevance tiers, best first: 0 the tutor's name holds it, 1 a priced subject's or specialty's title
 * does, 2 only the bio (or text across the two). Over users.search_text, which is the lower-cased name, a space,
 * the bio, a line break and the titles (migration 0027): the name is its first characters, the titles what follows
 * the name and bio. Their lengths are the columns' own (`split`: computed from a users row, or stored in
 * tutor_search_rows for the walk): lower() keeps the number of characters (libc collations), so no part is
 * lower-cased again per row (what the tier of each walked tutor cost most). The titles are
 * `right(text, -n)`, which steps over the first n characters only: `substr(text, n + 1)` counts every character
 * of the text first (UTF-8), ~1 ms of the 1,001 a broad keyword ranks. The keyword is lowered once per statement
 * (a scalar subquery), not per row.
 */
export function relevanceTierOf(keyword: string, split: SearchTextSplit): SQL {
  const lowered = sql`(SELECT lower(${keyword}))`;
  return sql`CASE WHEN strpos(left(users.search_text, ${split.nameLength}), ${lowered}) > 0 THEN 0
    WHEN strpos(right(users.search_text, -${split.titlesAt}), ${lowered}) > 0 THEN 1 ELSE 2 END`;
}

/** Where search_text's parts end: the name's length, and the characters before the titles (name, bio, separators). */
export interface SearchTextSplit {
  nameLength: SQL;
  titlesAt: SQL;
}

/** The split of a users row's search_text, from its columns (tutor_search_rows keeps both, migration 0049). */
export function searchTextSplitOf(row: SQL): SearchTextSplit {
  const nameLength = sql`(length(coalesce(${row}.first_name, '')) + 1 + length(coalesce(${row}.last_name, '')))`;
  return { nameLength, titlesAt: sql`(${nameLength} + length(coalesce(${row}.description, '')) + 2)` };
}

/**
 * The tutors whose name may hold the keyword, from the admin search's trigram index over name and email
 * (users_search_trgm_idx: this exact expression); the tier test drops those found by their email.
 */
export function nameIndexCondition(keyword: string, row: SQL = sql`users`): SQL {
  return sql`(coalesce(${row}.first_name, '') || ' ' || coalesce(${row}.last_name, '') || ' ' || ${row}.email)
    ILIKE ${patternOf(keyword)}`;
}

/**
 * A keyword's LIKE pattern as a scalar subquery: no plan estimates its matches from the keyword, so the plan for
 * every keyword costs what one for this keyword does and PostgreSQL keeps it (a prepared statement's generic plan)
 * instead of planning each call. With the keyword's own estimates, the search's statements were planned anew on
 * every call (3-5 ms of PostgreSQL a search). The trigram indexes still serve it.
 */
export function patternOf(keyword: string): SQL {
  return sql`(SELECT ${containsPattern(keyword)}::text)`;
}

/**
 * The tutors with a priced subject or specialty whose title holds the keyword: from the titles' trigram indexes
 * (subjects_search_trgm_idx, subject_specialties_search_trgm_idx: these exact expressions) to the tutors' prices.
 */
export function titleIndexCondition(keyword: string): SQL {
  const pattern = patternOf(keyword);
  return sql`users.id IN (
    SELECT p.user_id FROM subjects s JOIN user_subject_prices p ON p.subject_id = s.id
    WHERE (s.title_en || ' ' || s.title_th) ILIKE ${pattern}
    UNION ALL
    SELECT p.user_id FROM subject_specialties sp
    JOIN user_subject_price_specialties ps ON ps.specialty_id = sp.id
    JOIN user_subject_prices p ON p.id = ps.subject_price_id
    WHERE (sp.title_en || ' ' || sp.title_th) ILIKE ${pattern})`;
}

/** How the tiers' CTEs read the search's rows (built by repository.ts matchesAndCount; `found` is its CTE of every match, with `r` and `k`). */
export interface TierSources {
  /**
   * The walk's first matches (up to the count's cap, so the count reads them too), with `r` (their tier) and `k`
   * (the sort key), in the walk's order; read only for a broad keyword.
   */
  ranked: SQL;
  /** Every tutor matching the keyword and filters whose name may hold it (nameIndexCondition), with `r` and `k`. */
  named: SQL;
  /** ... whose subjects' or specialties' titles hold it (titleIndexCondition), with `r` and `k`. */
  titled: SQL;
  /** Whether the walk's first tutors hold the page's matches (a broad keyword): else every match is `found`. */
  broad: SQL;
  direction: SQL;
  upTo: number;
}

/**
 * The CTEs `ranked` and `matches` (ids, sort key `k` and tier `r`, enough for the page) of a relevance search
 * with a keyword. A narrow keyword (a name) has few matches: `found` holds them all with their tiers, sorted. A
 * broad one takes each tier's first tutors in the walk's order (free time soonest, then id) from the walk, which
 * reads on up to the count's cap, when it holds a page of them; else from an index: the names' trigram index for
 * names (a broad keyword rarely is in a name), the titles' for subjects and specialties (a few titles, their tutors
 * by the price rows), every match's (found) for bios. A tier is looked for only while the better ones leave the
 * page short, so a broad keyword reads the walk and a name index look, never its every match.
 */
export function relevanceMatches(source: TierSources): SQL {
  const { direction, upTo, broad } = source;
  const order = sql`ORDER BY k ${direction}, id ASC LIMIT ${upTo}`;
  const fromWalk = (tier: number) => sql`(SELECT n${sql.raw(String(tier))} FROM tier_sizes) >= ${upTo}`;
  const tier = (r: number, fromIndex: SQL, gate: SQL) => sql`(SELECT id, k FROM ranked
      WHERE r = ${r} AND ${broad} AND ${gate} AND ${fromWalk(r)} ${order})
    UNION ALL
    (SELECT id, k FROM (${fromIndex}) t WHERE ${broad} AND ${gate} AND NOT ${fromWalk(r)} ${order})`;
  return sql`ranked AS MATERIALIZED (${source.ranked}),
    tier_sizes AS MATERIALIZED (SELECT count(*) FILTER (WHERE r = 0) AS n0, count(*) FILTER (WHERE r = 1) AS n1,
      count(*) FILTER (WHERE r = 2) AS n2 FROM ranked),
    tier_name AS MATERIALIZED (${tier(0, sql`SELECT id, k FROM (${source.named}) n WHERE r = 0`, sql`true`)}),
    tier_subject AS MATERIALIZED (${tier(
      1,
      sql`SELECT id, k FROM (${source.titled}) s WHERE r = 1`,
      sql`(SELECT count(*) FROM tier_name) < ${upTo}`,
    )}),
    tier_bio AS MATERIALIZED (${tier(
      2,
      sql`SELECT id, k FROM found WHERE r = 2`,
      sql`(SELECT count(*) FROM tier_name) + (SELECT count(*) FROM tier_subject) < ${upTo}`,
    )}),
    matches AS (
      SELECT id, k, 0 AS r FROM tier_name
      UNION ALL SELECT id, k, 1 AS r FROM tier_subject
      UNION ALL SELECT id, k, 2 AS r FROM tier_bio
      UNION ALL (SELECT id, k, r FROM found WHERE NOT ${broad} ORDER BY r, k ${direction}, id ASC LIMIT ${upTo})
    )`;
}
