import {
  LIMITS,
  SPOKEN_LANGUAGES,
  type SpokenLanguage,
  TIMES_OF_DAY,
  type TimeOfDay,
  TUTOR_SORTS,
  type TutorSort,
} from '@kru/contract';
import { idFrom } from '../tuition/use-search-params-state.ts';

/**
 * The tutor search's filters as the page's address holds them (prices in whole pounds an hour, lists
 * comma-separated): `?subject=&specialty=&price_min=&price_max=&days=&times=&rating=&language=&trial=1&sort=`.
 */
export interface TutorFilters {
  subjectId: number | null;
  specialtyId: number | null;
  priceMin: number | null;
  priceMax: number | null;
  /** ISO weekdays, 1 = Monday. */
  days: number[];
  times: TimeOfDay[];
  ratingMin: number | null;
  language: SpokenLanguage | null;
  /** Only tutors who offer a trial lesson. */
  trial: boolean;
  sort: TutorSort | null;
}

/** The address's keys of the filters ("Clear filters" removes them all). */
export const FILTER_PARAMS = [
  'subject',
  'specialty',
  'price_min',
  'price_max',
  'days',
  'times',
  'rating',
  'language',
  'trial',
  'sort',
] as const;

/** The ratings offered as "at least". */
export const RATING_STEPS = [3, 4, 4.5] as const;
export const TIME_OF_DAY_NAMES = Object.keys(TIMES_OF_DAY) as TimeOfDay[];

function poundsFrom(value: string | null): number | null {
  const pounds = Number(value);
  return value && Number.isInteger(pounds) && pounds >= 0 && pounds <= LIMITS.pricePerHourMax ? pounds : null;
}

/** Values of a comma-separated list that are allowed, each once, in the allowed order (an edited link drops the rest). */
function listFrom<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const items = new Set((value ?? '').split(','));
  return allowed.filter((item) => items.has(item));
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((item) => item === value) ?? null;
}

export function filtersFrom(params: URLSearchParams): TutorFilters {
  const rating = Number(params.get('rating'));
  return {
    subjectId: idFrom(params.get('subject')),
    specialtyId: idFrom(params.get('specialty')),
    priceMin: poundsFrom(params.get('price_min')),
    priceMax: poundsFrom(params.get('price_max')),
    days: listFrom(params.get('days'), ['1', '2', '3', '4', '5', '6', '7']).map(Number),
    times: listFrom(params.get('times'), TIME_OF_DAY_NAMES),
    ratingMin: (RATING_STEPS as readonly number[]).includes(rating) ? rating : null,
    language: oneOf(params.get('language'), SPOKEN_LANGUAGES),
    trial: params.get('trial') === '1',
    sort: oneOf(params.get('sort'), TUTOR_SORTS),
  };
}

/** How many filters are set (the phone's "Filters (3)"); the sort is not a filter. */
export function activeFilterCount(filters: TutorFilters): number {
  return [
    filters.subjectId,
    filters.specialtyId,
    filters.priceMin ?? filters.priceMax,
    filters.days.length ? 1 : null,
    filters.times.length ? 1 : null,
    filters.ratingMin,
    filters.language,
    filters.trial ? 1 : null,
  ].filter((value) => value !== null).length;
}

/**
 * The query of `GET /tutors` (camelCase; the client sends snake_case): prices in pence, a low and high price
 * given the wrong way round swapped, the free-time filter on the viewer's clock.
 */
export function tutorsQueryOf(filters: TutorFilters, timeZone: string) {
  const [low, high] =
    filters.priceMin !== null && filters.priceMax !== null && filters.priceMin > filters.priceMax
      ? [filters.priceMax, filters.priceMin]
      : [filters.priceMin, filters.priceMax];
  const freeTime = filters.days.length > 0 || filters.times.length > 0;
  return {
    subjectId: filters.subjectId,
    specialtyId: filters.specialtyId,
    priceMin: low === null ? undefined : low * 100,
    priceMax: high === null ? undefined : high * 100,
    days: filters.days.length ? filters.days.join(',') : undefined,
    times: filters.times.length ? filters.times.join(',') : undefined,
    tz: freeTime ? timeZone : undefined,
    ratingMin: filters.ratingMin ?? undefined,
    language: filters.language ?? undefined,
    trial: filters.trial ? '1' : undefined,
    sort: filters.sort ?? undefined,
  };
}
