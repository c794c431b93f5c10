import { type DayRange, minutesOfTime, rangesOverlap, SCHEDULE_LIMITS } from '@kru/contract';
import type { ScheduleDraft, WeeklySchedule } from './api.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The half hours a range may start at (00:00 to 23:30) and end at (00:30 to 24:00). */
export const START_TIMES = Array.from({ length: 48 }, (_, i) => timeOf(i * 30));
export const END_TIMES = Array.from({ length: 48 }, (_, i) => timeOf((i + 1) * 30));

/** The draft a saved schedule starts from (everything but its zone and save time). */
export function draftOf(schedule: WeeklySchedule): ScheduleDraft {
  return {
    weeklyHours: schedule.weeklyHours,
    dateOverrides: schedule.dateOverrides,
    bufferMinutes: schedule.bufferMinutes,
    minNoticeHours: schedule.minNoticeHours,
    bookingHorizonDays: schedule.bookingHorizonDays,
  };
}

/** A range to add after the day's last one: an hour from its end, or 09:00-17:00 on an empty day. */
export function nextRange(ranges: readonly DayRange[]): DayRange | null {
  if (ranges.length >= SCHEDULE_LIMITS.rangesPerDay) return null;
  const last = ranges.reduce((end, range) => Math.max(end, minutesOfTime(range.end)), -1);
  if (last < 0) return { start: '09:00', end: '17:00' };
  if (last >= 24 * 60) return null;
  return { start: timeOf(last), end: timeOf(Math.min(last + 60, 24 * 60)) };
}

/** Why a day's ranges cannot be saved ('order': an end not after its start; 'overlap'), or null. */
export function rangesProblem(ranges: readonly DayRange[]): 'order' | 'overlap' | null {
  if (ranges.some((range) => minutesOfTime(range.end) <= minutesOfTime(range.start))) return 'order';
  return rangesOverlap(ranges) ? 'overlap' : null;
}

/** True when every day and date of the draft can be saved. */
export function isDraftValid(draft: ScheduleDraft): boolean {
  return (
    draft.weeklyHours.every((day) => !rangesProblem(day.ranges)) &&
    draft.dateOverrides.every((day) => !rangesProblem(day.ranges)) &&
    new Set(draft.dateOverrides.map((day) => day.date)).size === draft.dateOverrides.length
  );
}

/** The ranges of a weekday in the draft (none: not working). */
export function rangesOfWeekday(draft: ScheduleDraft, weekday: number): DayRange[] {
  return draft.weeklyHours.find((day) => day.weekday === weekday)?.ranges ?? [];
}

/** The draft with a weekday's ranges replaced (a day without ranges is left out). */
export function withWeekday(draft: ScheduleDraft, weekday: number, ranges: DayRange[]): ScheduleDraft {
  const others = draft.weeklyHours.filter((day) => day.weekday !== weekday);
  const weeklyHours = ranges.length ? [...others, { weekday, ranges }] : others;
  return { ...draft, weeklyHours: weeklyHours.sort((a, b) => a.weekday - b.weekday) };
}

/** A weekday's name in `language` (ISO: 1 is Monday). 1 January 2024 was a Monday. */
export function weekdayName(weekday: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );
}

/** Today's date on the wall clock of `timeZone` (YYYY-MM-DD), plus `days`. */
export function localDate(timeZone: string, days = 0, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now + days * 86_400_000);
}
