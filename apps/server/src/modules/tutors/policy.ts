import {
  FILTERED_SEARCH_TOTAL_CAP,
  SEARCH_AVAILABILITY_DAYS,
  SEARCH_TOTAL_CAP,
  TIMES_OF_DAY,
  type TimeOfDay,
  type TutorSort,
  type TutorsQuery,
} from '@kru/contract';
import type { TutorOrder } from './search-types.ts';

/** The offset of a page (pages count from 1). */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/**
 * The order a sort asks for: relevance (and no sort) ranks a keyword's matches (name, subjects, then bio, each
 * soonest free first); without a keyword it is the soonest free time.
 */
export function orderOf(sort: TutorSort | undefined, keyword: string | undefined): TutorOrder {
  if (sort !== undefined && sort !== 'relevance') return sort;
  return keyword ? 'relevance' : 'next_free';
}

/** The hours of the wall clock (0-23) a slot may start at to fall in one of the parts of the day. */
export function hoursOf(times: readonly TimeOfDay[]): number[] {
  const hours = new Set<number>();
  for (const time of times) {
    const [from, till] = TIMES_OF_DAY[time];
    for (let hour = from; hour !== till; hour = (hour + 1) % 24) hours.add(hour);
  }
  return [...hours].sort((a, b) => a - b);
}

const ALL_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAY_MS = 24 * 3_600_000;

/**
 * The availability filter from `days` ("1,3": ISO weekdays) and `times` ("morning,night"), either alone meaning
 * "any" for the other; null when neither is set. Free slots count up to SEARCH_AVAILABILITY_DAYS ahead.
 */
export function freeTimeWindow(days: string | undefined, times: string | undefined, now: Date) {
  if (!days && !times) return null;
  return {
    weekdays: days ? days.split(',').map(Number) : [1, 2, 3, 4, 5, 6, 7],
    hours: times ? hoursOf(times.split(',') as TimeOfDay[]) : ALL_HOURS,
    till: new Date(now.getTime() + SEARCH_AVAILABILITY_DAYS * DAY_MS),
  };
}

/** How far a search counts its matches: less far when its filters look into each tutor. */
export function totalCapOf(query: TutorsQuery): number {
  const looksIntoEach = [
    query.price_min,
    query.price_max,
    query.specialty_id,
    query.days,
    query.times,
    query.rating_min,
    query.language,
  ].some((value) => value !== undefined && value !== '');
  return looksIntoEach ? FILTERED_SEARCH_TOTAL_CAP : SEARCH_TOTAL_CAP;
}
