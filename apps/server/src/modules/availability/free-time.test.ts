import { describe, expect, it } from 'vitest';
import { freeSlots, type ScheduleRules, workingTime } from './free-time.ts';

const at = (iso: string) => new Date(iso);
const starts = (slots: Array<{ start: Date }>) => slots.map((slot) => slot.start.toISOString());
const iso = (ranges: Array<{ start: Date; end: Date }>) =>
  ranges.map((range) => `${range.start.toISOString()} ${range.end.toISOString()}`);

const weekdays = (ranges: Array<{ start: string; end: string }>) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges }));

describe('workingTime', () => {
  it('keeps 09:00 local across the spring-forward change of Europe/London (08:00 UTC after it)', () => {
    const rules: ScheduleRules = {
      weeklyHours: weekdays([{ start: '09:00', end: '10:00' }]),
      dateOverrides: [],
      bufferMinutes: 0,
    };
    // The clocks go forward on Sunday 29 March 2026.
    const ranges = workingTime(
      rules,
      'Europe/London',
      at('2026-03-28T00:00:00Z'),
      at('2026-03-30T00:00:00Z'),
    );
    expect(iso(ranges)).toEqual([
      '2026-03-28T09:00:00.000Z 2026-03-28T10:00:00.000Z',
      '2026-03-29T08:00:00.000Z 2026-03-29T09:00:00.000Z',
    ]);
  });

  it('gives a range across the skipped hour its real length: 00:00-04:00 on 29 March is 3 hours', () => {
    const rules: ScheduleRules = {
      weeklyHours: [{ weekday: 7, ranges: [{ start: '00:00', end: '04:00' }] }],
      dateOverrides: [],
      bufferMinutes: 0,
    };
    const ranges = workingTime(
      rules,
      'Europe/London',
      at('2026-03-29T00:00:00Z'),
      at('2026-03-29T12:00:00Z'),
    );
    expect(iso(ranges)).toEqual(['2026-03-29T00:00:00.000Z 2026-03-29T03:00:00.000Z']);
  });

  it('reads Kathmandu (+5:45) hours as :15 and :45 UTC', () => {
    const rules: ScheduleRules = {
      weeklyHours: weekdays([{ start: '09:00', end: '10:30' }]),
      dateOverrides: [],
      bufferMinutes: 0,
    };
    const ranges = workingTime(
      rules,
      'Asia/Kathmandu',
      at('2026-12-01T00:00:00Z'),
      at('2026-12-01T12:00:00Z'),
    );
    expect(iso(ranges)).toEqual(['2026-12-01T03:15:00.000Z 2026-12-01T04:45:00.000Z']);
  });

  it('takes a date override instead of the weekday: a day off, and other hours', () => {
    const rules: ScheduleRules = {
      weeklyHours: weekdays([{ start: '09:00', end: '10:00' }]),
      dateOverrides: [
        { date: '2026-12-01', ranges: [] },
        { date: '2026-12-02', ranges: [{ start: '18:00', end: '24:00' }] },
      ],
      bufferMinutes: 0,
    };
    const ranges = workingTime(rules, 'UTC', at('2026-12-01T00:00:00Z'), at('2026-12-03T00:00:00Z'));
    expect(iso(ranges)).toEqual(['2026-12-02T18:00:00.000Z 2026-12-03T00:00:00.000Z']);
  });

  it('merges ranges that touch, also across midnight', () => {
    const rules: ScheduleRules = {
      weeklyHours: [
        { weekday: 2, ranges: [{ start: '20:00', end: '24:00' }] },
        { weekday: 3, ranges: [{ start: '00:00', end: '01:00' }] },
      ],
      dateOverrides: [],
      bufferMinutes: 0,
    };
    const ranges = workingTime(rules, 'UTC', at('2026-12-01T00:00:00Z'), at('2026-12-03T00:00:00Z'));
    expect(iso(ranges)).toEqual(['2026-12-01T20:00:00.000Z 2026-12-02T01:00:00.000Z']);
  });
});

describe('freeSlots', () => {
  const rules: ScheduleRules = {
    weeklyHours: weekdays([{ start: '09:00', end: '12:00' }]),
    dateOverrides: [],
    bufferMinutes: 30,
  };
  const window = { from: at('2026-12-01T00:00:00Z'), till: at('2026-12-02T00:00:00Z') };

  it('cuts the hours into half hours', () => {
    expect(starts(freeSlots({ ...rules, bufferMinutes: 0 }, 'UTC', window, []))).toEqual([
      '2026-12-01T09:00:00.000Z',
      '2026-12-01T09:30:00.000Z',
      '2026-12-01T10:00:00.000Z',
      '2026-12-01T10:30:00.000Z',
      '2026-12-01T11:00:00.000Z',
      '2026-12-01T11:30:00.000Z',
    ]);
  });

  it('leaves out booked time and the buffer on both sides of it', () => {
    const busy = [{ start: at('2026-12-01T10:00:00Z'), end: at('2026-12-01T10:30:00Z') }];
    expect(starts(freeSlots(rules, 'UTC', window, busy))).toEqual([
      '2026-12-01T09:00:00.000Z',
      '2026-12-01T11:00:00.000Z',
      '2026-12-01T11:30:00.000Z',
    ]);
  });

  it('starts no slot before the window nor at or after its end', () => {
    const narrow = { from: at('2026-12-01T10:00:00Z'), till: at('2026-12-01T11:00:00Z') };
    expect(starts(freeSlots(rules, 'UTC', narrow, []))).toEqual([
      '2026-12-01T10:00:00.000Z',
      '2026-12-01T10:30:00.000Z',
    ]);
  });

  it('gives Chatham (+13:45 in summer) slots on its own half hours', () => {
    const slots = freeSlots(
      { ...rules, bufferMinutes: 0 },
      'Pacific/Chatham',
      { from: at('2026-11-30T00:00:00Z'), till: at('2026-12-01T00:00:00Z') },
      [],
    );
    // 09:00 on Tuesday 1 December in Chatham (+13:45, daylight time) is 19:15 UTC on Monday.
    expect(starts(slots)[0]).toBe('2026-11-30T19:15:00.000Z');
    expect(slots).toHaveLength(6);
  });
});
