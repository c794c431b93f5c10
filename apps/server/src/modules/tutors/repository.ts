import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { executeBuilt } from '../../platform/db/prepared.ts';
import { visibleTutorCondition } from '../kyc/index.ts';
import { studentsCountExpression, taughtStudentCondition } from '../sessions/index.ts';
import { KeptStatements, keptSearchKey } from './kept-statements.ts';
import {
  nameIndexCondition,
  patternOf,
  relevanceMatches,
  relevanceTierOf,
  searchTextSplitOf,
  titleIndexCondition,
} from './relevance-repository.ts';
import type { KeywordShape } from './search-shapes.ts';
import type { TutorCardRow, TutorFilter, TutorOrder } from './search-types.ts';
import { lookupOf, type Walk, walkOf } from './search-walks.ts';

/**
 * "The tutor has such a row", as a look at that tutor's rows (a scalar subquery, LIMIT 1): an EXISTS would be
 * turned into a semi-join that reads the whole table (every tutor's slots) before the walk's first tutor.
 */
function probe(rows: SQL): SQL {
  return sql`(${rows} LIMIT 1) IS NOT NULL`;
}

/**
 * The tutor's price within the filter's range: the chosen subject's (a look at that price, or the walked price
 * row), else the tutor's lowest (users.min_price_pence, a column of the row, an index range when sorting by it).
 */
function priceCondition(filter: TutorFilter, walk: Walk): SQL | null {
  const { priceMinPence: min, priceMaxPence: max } = filter;
  if (min === undefined && max === undefined) return null;
  const inRange = (column: SQL) =>
    sql.join(
      [
        ...(min === undefined ? [] : [sql`${column} >= ${min}`]),
        ...(max === undefined ? [] : [sql`${column} <= ${max}`]),
      ],
      sql` AND `,
    );
  if (walk.joinsSubjectPrice) return inRange(sql`sp.price_per_hour_pence`);
  if (filter.subjectId === undefined) return inRange(sql`users.min_price_pence`);
  return probe(sql`SELECT 1 FROM user_subject_prices p
    WHERE p.user_id = users.id AND p.subject_id = ${filter.subjectId} AND ${inRange(sql`p.price_per_hour_pence`)}`);
}

/**
 * A free slot the student may book (from the tutor's stored next free time, which respects their minimum notice)
 * on one of the weekdays and hours of the student's clock.
 */
function freeTimeCondition(freeTime: NonNullable<TutorFilter['freeTime']>, now: Date): SQL {
  const local = sql`(a.starting_at AT TIME ZONE ${freeTime.timeZone})`;
  return probe(sql`SELECT 1 FROM availabilities a WHERE a.tutor_id = users.id AND NOT a.is_booked
    AND a.starting_at >= (SELECT own.next_free_at FROM tutor_search_rows own WHERE own.tutor_id = users.id)
    AND a.starting_at >= ${now.toISOString()}
    AND a.starting_at < ${freeTime.till.toISOString()}
    AND extract(isodow FROM ${local})::int = ANY(${sql.param(freeTime.weekdays)}::int[])
    AND extract(hour FROM ${local})::int = ANY(${sql.param(freeTime.hours)}::int[])`);
}

/** What the walked index answers (its tenant and visible tutors; the walked subject price): no look per tutor. */
function baseConditions(filter: TutorFilter, walk: Walk): SQL {
  const parts: SQL[] = walk.listedIn
    ? [sql`${walk.listedIn} = ${filter.tenantId ?? 0}`]
    : [visibleTutorCondition(), sql`coalesce(users.subdomain_id, 0) = ${filter.tenantId ?? 0}`];
  if (filter.tutorId !== undefined) parts.push(sql`users.id = ${filter.tutorId}`);
  // The walked subject price, or the tutor's lowest price: columns of the walk's rows.
  if (walk.joinsSubjectPrice || filter.subjectId === undefined) {
    const price = priceCondition(filter, walk);
    if (price) parts.push(price);
  }
  if (filter.offersTrial) parts.push(sql`users.trial_price_pence IS NOT NULL`);
  return sql.join(parts, sql` AND `);
}

/**
 * The filters that look into each tutor (prices, specialties, free time, reviews, languages, sessions), written
 * over `users.*` columns that the walk's rows carry too (id, rate_total, rate_count, spoken_languages).
 */
function probeConditions(filter: TutorFilter, walk: Walk, now: Date): SQL[] {
  const parts: SQL[] = [];
  const price =
    walk.joinsSubjectPrice || filter.subjectId === undefined ? null : priceCondition(filter, walk);
  if (price) parts.push(price);
  else if (filter.subjectId !== undefined && !walk.joinsSubjectPrice) {
    parts.push(
      probe(
        sql`SELECT 1 FROM user_subject_prices p WHERE p.user_id = users.id AND p.subject_id = ${filter.subjectId}`,
      ),
    );
  }
  if (filter.specialtyId !== undefined) {
    const subject = filter.subjectId === undefined ? sql`` : sql` AND p.subject_id = ${filter.subjectId}`;
    parts.push(
      probe(sql`SELECT 1 FROM user_subject_prices p
      JOIN user_subject_price_specialties ps ON ps.subject_price_id = p.id
      WHERE p.user_id = users.id${subject} AND ps.specialty_id = ${filter.specialtyId}`),
    );
  }
  if (filter.ratingMin !== undefined) {
    parts.push(sql`users.rate_count > 0
      AND round(users.rate_total::numeric / users.rate_count, 1) >= ${filter.ratingMin}`);
  }
  if (filter.spokenLanguage !== undefined) {
    parts.push(sql`users.spoken_languages @> ARRAY[${filter.spokenLanguage}]::text[]`);
  }
  if (filter.freeTime) parts.push(freeTimeCondition(filter.freeTime, now));
  if (filter.taughtStudentId !== undefined) {
    parts.push(taughtStudentCondition(sql`users.id`, filter.taughtStudentId));
  }
  return parts;
}

/**
 * A keyword search walks the order index only this far (times the tutors the page needs) looking for the page:
 * a keyword found less often than once in this many tutors is answered from the trigram index instead.
 */
const WALK_FACTOR = 5;
/** ... and at least this many tutors (a filter kept by one tutor in ten still fills a page along the walk). */
const WALK_MIN = 500;
/**
 * The count of a broad keyword walks this many times the cap at most (the partial index's predicate is not
 * tested again per tutor, as a scan of users would); a keyword the walk does not take to the cap is counted
 * from the trigram index.
 */
const COUNT_WALK_FACTOR = 2;
/** ... and at least this many tutors (the filtered searches' smaller cap). */
const COUNT_WALK_MIN = 2000;

/**
 * The CTEs `matches` (the matching tutors' ids, sort keys `k` and relevance tiers `r` (0 but for a keyword's
 * relevance order, relevance-repository.ts) in the search's order, enough for the page) and
 * `counted` (their number, at most `cap`), over what users.search_text holds (name, bio, subjects' and
 * specialties' titles, lower-cased). No keyword: a walk along the order's index (users_tutor_next_free_idx,
 * users_tutor_price_idx, ...). A keyword is first looked for along that walk among the first tutors (`walked`):
 * a broad one (most tutors match) gives the page there and is counted along the walk up to the cap. A narrow
 * one (a name) gives too few: its matches are read from the trigram index (users_tutor_search_trgm_idx,
 * `found`), sorted and counted. A CTE is read only as far as needed and a branch not taken (a one-time filter)
 * never runs: the cost follows the page and the cap, not the number of matches, and one plan (a prepared
 * statement's generic plan) serves every keyword.
 */
function matchesAndCount(
  filter: TutorFilter,
  walk: Walk,
  page: { limit: number; offset: number },
  cap: number,
  now: Date,
  order: TutorOrder,
  shape: KeywordShape,
): SQL {
  const base = baseConditions(filter, walk);
  const lookup = lookupOf(walk);
  const lookupBase = baseConditions(filter, lookup);
  const probes = probeConditions(filter, walk, now);
  const orderBy = sql`ORDER BY ${walk.key} ${walk.direction}, ${walk.id} ASC`;
  const upTo = page.offset + page.limit;
  if (filter.keyword === undefined && probes.length === 0) {
    return sql`matches AS MATERIALIZED (
      SELECT ${walk.id} AS id, ${walk.key} AS k, 0 AS r FROM ${walk.from} WHERE ${base} ${orderBy}
      LIMIT ${Math.max(cap, upTo)}
    ), counted AS (SELECT least(count(*), ${cap}) AS total, NULL::boolean AS broad FROM matches)`;
  }
  // Lowered once per statement (a scalar subquery): a generic plan's lower($n) would run for each walked tutor.
  const keyword = filter.keyword === undefined ? null : sql`(SELECT lower(${filter.keyword}))`;
  // What each walked tutor is tested for; the walk's rows are named `users` so the tests read as on the table.
  const test = sql.join(
    [...probes, ...(keyword ? [sql`strpos(users.search_text, ${keyword}) > 0`] : [])],
    sql` AND `,
  );
  const everything = sql.join(
    [
      lookupBase,
      ...probes,
      ...(filter.keyword === undefined
        ? []
        : [sql`users.search_text LIKE lower(${patternOf(filter.keyword)})`]),
    ],
    sql` AND `,
  );
  // The keyword the order ranks matches by (relevance-repository.ts), and each match's tier.
  const ranking = order === 'relevance' ? filter.keyword : undefined;
  // A tier over users rows, and over the walk's rows (which carry the lengths that split search_text).
  const tier = ranking === undefined ? sql`0` : relevanceTierOf(ranking, searchTextSplitOf(sql`users`));
  const walkedTier =
    ranking === undefined
      ? sql`0`
      : relevanceTierOf(ranking, { nameLength: sql`users.name_length`, titlesAt: sql`users.titles_at` });
  const firstTutors = (limit: number) =>
    sql`SELECT ${walk.columns}, ${walk.key} AS k FROM ${walk.from} WHERE ${base} ${orderBy} LIMIT ${limit}`;
  const pageWalk = Math.max(upTo * WALK_FACTOR, WALK_MIN);
  const countWalkTutors = Math.max(cap * COUNT_WALK_FACTOR, COUNT_WALK_MIN);
  const found = sql`found AS MATERIALIZED (
      SELECT users.id, ${lookup.key} AS k, ${tier} AS r FROM ${lookup.from} WHERE ${everything}
    )`;
  const foundCount = sql`(SELECT count(*) FROM (SELECT 1 FROM found LIMIT ${cap}) c)`;
  // A keyword an identical search just found narrow: its matches are `found`, sorted, and nothing else is sent.
  // The walk's and the tiers' CTEs would not run, but PostgreSQL would plan them: their index looks, costed for
  // any keyword, made its one plan for every keyword dearer than planning each call anew, which it then did.
  if (shape === 'narrow') {
    return sql`${found}, matches AS (
      SELECT found.id, found.k, found.r FROM found ORDER BY found.r, found.k ${walk.direction}, found.id ASC
      LIMIT ${upTo}
    ), counted AS (SELECT ${foundCount} AS total, false AS broad)`;
  }
  // `broad`: the walk's first tutors hold the page (the count walks on), else the matches are `found`.
  const broad = sql`broad AS (SELECT count(*) >= ${upTo} AS yes FROM walked)`;
  const tierCandidates = (candidates: SQL) => sql`SELECT users.id, ${lookup.key} AS k, ${tier} AS r
    FROM ${lookup.from} WHERE ${sql.join([lookupBase, ...probes, candidates], sql` AND `)}`;
  // The count's walk: a broad keyword's first matches up to the cap (a relevance search ranks the same rows).
  const countWalk = (columns: SQL) =>
    sql`SELECT ${columns} FROM (${firstTutors(countWalkTutors)}) users WHERE ${test} LIMIT ${cap}`;
  const matches =
    ranking !== undefined
      ? sql`walked AS (
      SELECT 1 FROM (${firstTutors(pageWalk)}) users WHERE ${test} LIMIT ${upTo}
    ), ${broad}, ${relevanceMatches({
      ranked: countWalk(sql`users.id, users.k, ${walkedTier} AS r`),
      // The names' trigram index alone (a generic plan would AND it with the review queue's index).
      named: tierCandidates(sql`users.id IN (SELECT named.id FROM users named
        WHERE ${nameIndexCondition(ranking, sql`named`)} OFFSET 0)`),
      titled: tierCandidates(titleIndexCondition(ranking)),
      broad: sql`(SELECT yes FROM broad)`,
      direction: walk.direction,
      upTo,
    })}`
      : sql`walked AS MATERIALIZED (
      SELECT users.id, users.k FROM (${firstTutors(pageWalk)}) users WHERE ${test} LIMIT ${upTo}
    ), ${broad}, matches AS (
      SELECT id, k, 0 AS r FROM walked WHERE (SELECT yes FROM broad)
      UNION ALL
      (SELECT found.id, found.k, 0 AS r FROM found WHERE NOT (SELECT yes FROM broad)
        ORDER BY found.k ${walk.direction}, found.id ASC LIMIT ${upTo})
    )`;
  const walkedCount = ranking !== undefined ? sql`SELECT 1 FROM ranked` : countWalk(sql`1`);
  // A broad keyword is counted along the walk up to the cap; short of it, the walk counted every match when it
  // walked every tutor (a small marketplace or tenant), else the rest is counted from the trigram index. One
  // known to be past the cap is not counted again (a relevance search walks that far anyway for its tiers).
  if (shape === 'capped' && ranking === undefined) {
    return sql`${found}, ${matches}, counted AS (
      SELECT CASE WHEN NOT (SELECT yes FROM broad) THEN ${foundCount} ELSE ${cap} END AS total,
        (SELECT yes FROM broad) AS broad
    )`;
  }
  return sql`${found}, ${matches}, walk_count AS (SELECT count(*) AS n FROM (${walkedCount}) c),
    counted AS (
      SELECT CASE
        WHEN NOT (SELECT yes FROM broad) THEN ${foundCount}
        WHEN (SELECT n FROM walk_count) >= ${cap} THEN ${cap}
        WHEN (SELECT count(*) FROM (SELECT 1 FROM ${walk.from} WHERE ${base} LIMIT ${countWalkTutors}) w)
          < ${countWalkTutors} THEN (SELECT n FROM walk_count)
        ELSE ${foundCount}
      END AS total, (SELECT yes FROM broad) AS broad
    )`;
}

/** The statement of findTutorPage (bench/tutor-search.ts explains it on the bench's 10,000 tutors). */
export function tutorPageQuery(
  filter: TutorFilter,
  page: { limit: number; offset: number; countCap: number },
  now: Date,
  order: TutorOrder = 'next_free',
  shape: KeywordShape = 'unknown',
): SQL {
  const walk = walkOf(order, filter);
  return sql`
    WITH ${matchesAndCount(filter, walk, page, page.countCap, now, order, shape)}, page AS (
      SELECT id, k, r FROM matches
      ORDER BY r, k ${walk.direction}, id ASC
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT matches.total, matches.broad, t.id, t.first_name, t.last_name, t.email, t.description, t.time_zone,
      t.rate_total, t.rate_count, t.lessons_count, t.spoken_languages, t.trial_price_pence,
      (SELECT min(a.starting_at) FROM availabilities a
        WHERE a.tutor_id = t.id AND NOT a.is_booked AND a.starting_at >= ${now.toISOString()}::timestamptz
          + make_interval(hours => coalesce(
            (SELECT s.min_notice_hours FROM availability_schedules s WHERE s.tutor_id = t.id), 0))
      ) AS next_free_at,
      f.key AS avatar_key, ${studentsCountExpression(sql`t.id`)} AS students_count,
      coalesce((SELECT c.subject_prices FROM tutor_card_prices c WHERE c.user_id = t.id), '[]') AS subject_prices
    FROM counted matches
    LEFT JOIN page ON true
    LEFT JOIN users t ON t.id = page.id
    LEFT JOIN files f ON f.id = t.avatar_file_id AND f.owner_id = t.id
    ORDER BY page.r, page.k ${walk.direction}, page.id ASC`;
}

const keptPages = new KeptStatements();

/**
 * One page of tutor cards and the number of matches in a single statement. The matches are walked along the
 * order's index (by default the stored `next_free_at`: free time soonest first, then by id), so a broad search
 * stops at the count's cap; only its rows get their next free slot read exactly (the stored one may lag behind a
 * slot that has just started) and their priced subjects and specialties, the JSON that tutor_card_prices keeps
 * (migration 0047: one row a card instead of five tables' rows). The count stops at `countCap`: past it the
 * answer is "more than". Prepared (one statement per combination of filters); a search asked again lately is not
 * built again (kept-statements.ts).
 */
export async function findTutorPage(
  q: Queryable,
  filter: TutorFilter,
  page: { limit: number; offset: number; countCap: number },
  now: Date,
  order: TutorOrder = 'next_free',
  shape: KeywordShape = 'unknown',
): Promise<{ rows: TutorCardRow[]; total: number; broad: boolean | null }> {
  const statement = keptPages.statement(keptSearchKey(filter, page, order, shape), now, (at) =>
    tutorPageQuery(filter, page, at, order, shape),
  );
  const result = await executeBuilt<Record<string, unknown>>(q, statement);
  const total = Number(result.rows[0]?.total ?? 0);
  const broad = (result.rows[0]?.broad ?? null) as boolean | null;
  const rows = result.rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: Number(row.id),
      firstName: row.first_name as string | null,
      lastName: row.last_name as string | null,
      email: row.email as string,
      description: row.description as string | null,
      timeZone: row.time_zone as string,
      avatarKey: row.avatar_key as string | null,
      nextFreeAt: row.next_free_at ? new Date(row.next_free_at as string) : null,
      studentsCount: Number(row.students_count),
      lessonsCount: Number(row.lessons_count),
      spokenLanguages: row.spoken_languages as string[],
      rateTotal: Number(row.rate_total),
      rateCount: Number(row.rate_count),
      trialPricePence: row.trial_price_pence === null ? null : Number(row.trial_price_pence),
      subjectPrices: row.subject_prices as TutorCardRow['subjectPrices'],
    }));
  return { rows, total, broad };
}
