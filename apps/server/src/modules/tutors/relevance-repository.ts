import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like.ts';

/**
 * A keyword's relevance tiers, best first: 0 the tutor's name holds it, 1 a priced subject's or specialty's title
 * does, 2 only the bio (or text across the two). Over users.search_text, which is the lower-cased name, a space,
 * the bio, a line break and the titles (migration 0027): the titles are what follows the name and bio.
 */
export function relevanceTierOf(keyword: string): SQL {
  const lowered = sql`lower(${keyword})`;
  const name = sql`lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, ''))`;
  const nameAndBio = sql`lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '') || ' '
    || coalesce(users.description, ''))`;
  const titles = sql`substr(users.search_text, length(${nameAndBio}) + 2)`;
  return sql`CASE WHEN strpos(${name}, ${lowered}) > 0 THEN 0
    WHEN strpos(${titles}, ${lowered}) > 0 THEN 1 ELSE 2 END`;
}

/**
 * The tutors whose name may hold the keyword, from the admin search's trigram index over name and email
 * (users_search_trgm_idx: this exact expression); the tier test drops those found by their email.
 */
export function nameIndexCondition(keyword: string): SQL {
  return sql`(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '') || ' ' || users.email)
    ILIKE ${containsPattern(keyword)}`;
}

/**
 * The tutors with a priced subject or specialty whose title holds the keyword: from the titles' trigram indexes
 * (subjects_search_trgm_idx, subject_specialties_search_trgm_idx: these exact expressions) to the tutors' prices.
 */
export function titleIndexCondition(keyword: string): SQL {
  const pattern = containsPattern(keyword);
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
  /** The walk's first tutors matching the keyword and filters, with `r` (their tier) and `k` (the sort key). */
  ranked: SQL;
  /** Every tutor matching the keyword and filters whose name may hold it (nameIndexCondition), with `r` and `k`. */
  named: SQL;
  /** ... whose subjects' or specialties' titles hold it (titleIndexCondition), with `r` and `k`. */
  titled: SQL;
  direction: SQL;
  upTo: number;
}

/**
 * The CTEs `walked` (the walk's first matches, as the other orders' CTE of that name) and `matches` (ids, sort key
 * `k` and tier `r`, enough for the page) of a relevance search with a keyword: each tier's first tutors in the
 * walk's order (free time soonest, then id). A tier the walk gives a page of is taken from the walk; else from an
 * index: the names' trigram index for names (a broad keyword rarely is in a name), the titles' for subjects and
 * specialties (a few titles, their tutors by the price rows), every match's (found) for bios.
 * A tier is looked for only while the better ones leave the page short, so a broad keyword reads a walk and a
 * name index look, never its every match.
 */
export function relevanceMatches(source: TierSources): SQL {
  const { direction, upTo } = source;
  const order = sql`ORDER BY k ${direction}, id ASC LIMIT ${upTo}`;
  const fromWalk = (tier: number) => sql`(SELECT count(*) FROM ranked WHERE r = ${tier}) >= ${upTo}`;
  const tier = (r: number, fromIndex: SQL, gate: SQL) => sql`(SELECT id, k FROM ranked
      WHERE r = ${r} AND ${gate} AND ${fromWalk(r)} ${order})
    UNION ALL
    (SELECT id, k FROM (${fromIndex}) t WHERE ${gate} AND NOT ${fromWalk(r)} ${order})`;
  return sql`ranked AS MATERIALIZED (${source.ranked}),
    walked AS (SELECT id, k FROM ranked),
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
    )`;
}
