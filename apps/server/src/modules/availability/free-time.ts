import {
  type DateOverride,
  type DayRange,
  minutesOfTime,
  SLOT_MS,
  type TimeRange,
  type WeekdayHours,
} from '@kru/contract';
import { DateTime } from 'luxon';

/** What the free-time computation reads of a tutor's schedule. */
export interface ScheduleRules {
  weeklyHours: readonly WeekdayHours[];
  dateOverrides: readonly DateOverride[];
  bufferMinutes: number;
}

/** The ranges of one local date: its override when it has one (none: a day off), else its weekday's. */
function rangesOfDate(rules: ScheduleRules, date: DateTime): readonly DayRange[] {
  const iso = date.toISODate();
  const override = rules.dateOverrides.find((day) => day.date === iso);
  if (override) return override.ranges;
  return rules.weeklyHours.find((day) => day.weekday === date.weekday)?.ranges ?? [];
}

/**
 * A wall-clock time of a local date as an instant. Luxon resolves the clock changes: a time the clock skips
 * (01:30 on the spring-forward night in London) is read past the gap, a time it passes twice as the first one.
 */
function instantOf(date: DateTime, minutes: number): number {
  return date
    .startOf('day')
    .set({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
    .toMillis();
}

/**
 * The schedule's ranges that overlap [from, till) as instants (whole: a range is cut into slots from its own
 * start), merged where they touch, in order.
 */
export function workingTime(rules: ScheduleRules, timeZone: string, from: Date, till: Date): TimeRange[] {
  const ranges: TimeRange[] = [];
  // A day earlier than `from`'s local date: a range of the previous local date can still be running.
  let date = DateTime.fromJSDate(from, { zone: timeZone }).startOf('day').minus({ days: 1 });
  const last = DateTime.fromJSDate(till, { zone: timeZone }).startOf('day');
  while (date <= last) {
    for (const range of rangesOfDate(rules, date)) {
      const start = instantOf(date, minutesOfTime(range.start));
      // 24:00 is the next day's midnight, which on a clock-change day is not start + 24 hours.
      const end =
        range.end === '24:00'
          ? date.plus({ days: 1 }).startOf('day').toMillis()
          : instantOf(date, minutesOfTime(range.end));
      if (end > start && end > from.getTime() && start < till.getTime())
        ranges.push({ start: new Date(start), end: new Date(end) });
    }
    date = date.plus({ days: 1 });
  }
  ranges.sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: TimeRange[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range.start.getTime() <= previous.end.getTime()) {
      if (range.end > previous.end) previous.end = range.end;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/**
 * The free 30-minute slots the schedule gives that start in [from, till): its working time cut into slots from
 * each range's local start (so slots sit on the tutor's own :00 and :30, whatever the zone's offset), without
 * those that meet busy time (booked slots) widened by the buffer on both sides.
 */
export function freeSlots(
  rules: ScheduleRules,
  timeZone: string,
  window: { from: Date; till: Date },
  busy: readonly TimeRange[],
): TimeRange[] {
  const bufferMs = rules.bufferMinutes * 60_000;
  const blocked = busy
    .map((range) => ({ start: range.start.getTime() - bufferMs, end: range.end.getTime() + bufferMs }))
    .sort((a, b) => a.start - b.start);
  const from = window.from.getTime();
  const till = window.till.getTime();
  const slots: TimeRange[] = [];
  let next = 0;
  for (const range of workingTime(rules, timeZone, window.from, window.till)) {
    for (let at = range.start.getTime(); at + SLOT_MS <= range.end.getTime(); at += SLOT_MS) {
      if (at < from || at >= till) continue;
      // Blocked time ending before this slot ends before every later slot too: skip it for good.
      while (next < blocked.length && blocked[next]!.end <= at) next += 1;
      let meets = false;
      for (let i = next; !meets && i < blocked.length && blocked[i]!.start < at + SLOT_MS; i += 1) {
        meets = blocked[i]!.end > at;
      }
      if (!meets) slots.push({ start: new Date(at), end: new Date(at + SLOT_MS) });
    }
  }
  return slots;
}
