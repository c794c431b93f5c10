import { type SQL, sql } from 'drizzle-orm';
import { searchTextSplitOf } from './relevance-repository.ts';
import type { TutorFilter, TutorOrder } from './search-types.ts';

// The walks of the tutor search (repository.ts): which rows it reads in which index order, by search order.

/** The rows the search walks, its sort key `k` and the order of both (the walked index's order). */
export interface Walk {
  from: SQL;
  key: SQL;
  /** The key's direction, nulls last; ties by id. */
  direction: SQL;
  /** The id column the index holds (the price walk's user_id), so the ORDER BY matches the index. */
  id: SQL;
  /** The walk joins the chosen subject's price as `sp`. */
  joinsSubjectPrice: boolean;
  /**
   * What the walk's first tutors carry for the tests along it (keyword, tier, probes), named as users' columns:
   * id, search_text, name_length and titles_at (relevance-repository.ts), and the probes' columns when read.
   */
  columns: SQL;
  /**
   * The search rows' `listed_in`, which stands for the visible-tutor condition and the tenant on the next-free
   * walk: tested again on each users row, those made the planner expect few matches and hash every tutor instead
   * of walking the index.
   */
  listedIn?: SQL;
}

/** The users columns the tests along a walk read. */
function usersColumns(): SQL {
  const split = searchTextSplitOf(sql`users`);
  return sql`users.id, users.rate_total, users.rate_count, users.spoken_languages, users.search_text,
    ${split.nameLength} AS name_length, ${split.titlesAt} AS titles_at`;
}

/** Whether a filter tests a column of the tutor's users row (their prices, trial, reviews, languages, id). */
function readsUsersRow(filter: TutorFilter): boolean {
  return (
    filter.priceMinPence !== undefined ||
    filter.priceMaxPence !== undefined ||
    filter.offersTrial === true ||
    filter.ratingMin !== undefined ||
    filter.spokenLanguage !== undefined ||
    filter.tutorId !== undefined
  );
}

/**
 * The next-free walk: the search rows' index (tutor_search_rows_next_free_idx) with the copies a keyword walk
 * reads; a filter on the users row reads that row too, by its key.
 */
function nextFreeWalk(filter: TutorFilter): Walk {
  const rows = {
    key: sql`s.next_free_at`,
    direction: sql`ASC NULLS LAST`,
    id: sql`s.tutor_id`,
    joinsSubjectPrice: false,
    listedIn: sql`s.listed_in`,
  };
  if (!readsUsersRow(filter)) {
    return {
      ...rows,
      from: sql`tutor_search_rows s`,
      columns: sql`s.tutor_id AS id, s.search_text, s.name_length, s.titles_at`,
    };
  }
  return {
    ...rows,
    from: sql`tutor_search_rows s JOIN users ON users.id = s.tutor_id`,
    columns: sql`users.id, users.rate_total, users.rate_count, users.spoken_languages, s.search_text,
      s.name_length, s.titles_at`,
  };
}

/**
 * The same rows and key read from users by another index (the trigram indexes: a keyword's matches, a tier's
 * candidates): the next-free walk's key is then each tutor's search row, looked up by its key.
 */
export function lookupOf(walk: Walk): Walk {
  if (!walk.listedIn) return walk;
  return {
    from: sql`users JOIN tutor_search_rows own ON own.tutor_id = users.id`,
    key: sql`own.next_free_at`,
    direction: walk.direction,
    id: sql`users.id`,
    joinsSubjectPrice: false,
    columns: usersColumns(),
  };
}

/** The walk of a search's order (tutor_search_rows' index for the default, users' partial indexes for the others). */
export function walkOf(order: TutorOrder, filter: TutorFilter): Walk {
  const byUsers = { from: sql`users`, id: sql`users.id`, joinsSubjectPrice: false, columns: usersColumns() };
  switch (order) {
    case 'price_asc':
    case 'price_desc': {
      const direction = order === 'price_asc' ? sql`ASC NULLS LAST` : sql`DESC NULLS LAST`;
      if (filter.subjectId === undefined) return { ...byUsers, key: sql`users.min_price_pence`, direction };
      return {
        from: sql`user_subject_prices sp JOIN users ON users.id = sp.user_id AND sp.subject_id = ${filter.subjectId}`,
        key: sql`sp.price_per_hour_pence`,
        direction,
        id: sql`sp.user_id`,
        joinsSubjectPrice: true,
        columns: usersColumns(),
      };
    }
    case 'rating':
      return {
        ...byUsers,
        key: sql`(users.rate_total::float8 / nullif(users.rate_count, 0))`,
        direction: sql`DESC NULLS LAST`,
      };
    case 'lessons':
      return { ...byUsers, key: sql`users.lessons_count`, direction: sql`DESC` };
    default:
      return nextFreeWalk(filter);
  }
}
