import { type Language, MSG, TUTORS_PAGE_SIZE, type TutorCard, type TutorsQuery } from '@kru/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { canonicalTimeZone } from '../../platform/time-zone.ts';
import { freeTimeWindow, orderOf, pageOffset, totalCapOf } from './policy.ts';
import { presentTutorCard } from './presenter.ts';
import { findTutorPage } from './repository.ts';
import { searchShapeKey, searchShapesOf } from './search-shapes.ts';
import type { TutorCardRow, TutorFilter, TutorOrder } from './search-types.ts';
import { answerShared } from './shared-searches.ts';

export interface TutorPage {
  cards: TutorCard[];
  /** At most the search's cap (policy totalCapOf); `capped` when more tutors match. */
  total: number;
  capped: boolean;
}

/** Cards with their avatars signed (a local HMAC or an S3 presign: no query per card). */
export async function presentCards(ctx: AppContext, rows: TutorCardRow[], language: Language) {
  return Promise.all(
    rows.map(async (row) =>
      presentTutorCard(row, row.avatarKey ? await ctx.storage.signDownload(row.avatarKey) : null, language),
    ),
  );
}

/** The availability filter's clock: `tz` when given, else the caller's own time zone (read in the search). */
function searchTimeZone(actor: Actor, tz: string | undefined) {
  if (tz === undefined) return sql`(SELECT me.time_zone FROM users me WHERE me.id = ${actor.userId})`;
  const zone = canonicalTimeZone(tz);
  if (!zone) throw AppError.invalid('tz', MSG.unknownTimeZone);
  return sql`${zone}::text`;
}

/** The repository's filter and order for a query of `GET /tutors` (bench/tutor-search.ts explains the same). */
export function tutorSearchOf(
  actor: Actor,
  tenant: Tenant | null,
  query: TutorsQuery,
  now: Date,
): { filter: TutorFilter; order: TutorOrder } {
  const window = freeTimeWindow(query.days, query.times, now);
  const filter: TutorFilter = {
    tenantId: tenant?.id ?? null,
    subjectId: query.subject_id,
    specialtyId: query.specialty_id,
    keyword: query.keyword || undefined,
    // "Tutors I have had sessions with": an approved or completed session with the caller as student.
    taughtStudentId: query.mine === '1' ? actor.userId : undefined,
    priceMinPence: query.price_min,
    priceMaxPence: query.price_max,
    ratingMin: query.rating_min,
    spokenLanguage: query.language,
    freeTime: window ? { ...window, timeZone: searchTimeZone(actor, query.tz) } : undefined,
    offersTrial: query.trial === '1',
  };
  return { filter, order: orderOf(query.sort, filter.keyword) };
}

/**
 * `GET /tutors`: visible tutors of the request's tenant, filtered and sorted, a page at a time. Any signed-in
 * user may look (students book, tutors look at their peers). An identical search already running answers this
 * one too (shared-searches.ts).
 */
export async function listTutors(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  query: TutorsQuery,
  language: Language,
): Promise<TutorPage> {
  const now = ctx.clock.now();
  const { filter, order } = tutorSearchOf(actor, tenant, query, now);
  const answer = () => findTutors(ctx, { filter, order, query, language, now });
  return answerShared(ctx, { key: sharedSearchKey(actor, tenant, query, language), answer });
}

/**
 * What a search's answer depends on: its query (page and sort included), tenant and language, and the caller when
 * the search reads them (the tutors they had sessions with; free time in their own time zone, no `tz` given).
 */
function sharedSearchKey(
  actor: Actor,
  tenant: Tenant | null,
  query: TutorsQuery,
  language: Language,
): string {
  const readsCaller = query.mine === '1' || (Boolean(query.days || query.times) && query.tz === undefined);
  return JSON.stringify([tenant?.id ?? null, language, readsCaller ? actor.userId : null, query]);
}

/** A page of the search's cards with the number of matches (up to its cap). */
async function findTutors(
  ctx: AppContext,
  search: { filter: TutorFilter; order: TutorOrder; query: TutorsQuery; language: Language; now: Date },
): Promise<TutorPage> {
  const { filter, order, query, language, now } = search;
  const offset = pageOffset(query.page, TUTORS_PAGE_SIZE);
  const cap = totalCapOf(query);
  const shapes = searchShapesOf(ctx);
  const shapeKey = searchShapeKey(filter, cap + 1);
  const { rows, total, broad } = await findTutorPage(
    ctx.db,
    filter,
    { limit: TUTORS_PAGE_SIZE, offset, countCap: cap + 1 },
    now,
    order,
    shapes.get(shapeKey),
  );
  shapes.remember(shapeKey, { broad, total, countCap: cap + 1 });
  const capped = total > cap;
  return { cards: await presentCards(ctx, rows, language), total: capped ? cap : total, capped };
}
