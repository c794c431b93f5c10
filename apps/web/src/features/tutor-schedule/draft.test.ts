import { describe, expect, it } from 'vitest';
import { isDraftValid, localDate, nextRange, rangesProblem, weekdayName, withWeekday } from './draft.ts';

const draft = {
  weeklyHours: [],
  dateOverrides: [],
  bufferMinutes: 0,
  minNoticeHours: 0,
  bookingHorizonDays: 28,
};

describe('weekly hours draft', () => {
  it('offers 09:00-17:00 on an empty day, then the hour after the last range, and nothing past midnight', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '12:00', end: '13:00' });
    expect(nextRange([{ start: '20:00', end: '23:30' }])).toEqual({ start: '23:30', end: '24:00' });
    expect(nextRange([{ start: '20:00', end: '24:00' }])).toBeNull();
  });

  it('finds ranges out of order or overlapping, and accepts touching ones', () => {
    expect(rangesProblem([{ start: '10:00', end: '09:00' }])).toBe('order');
    expect(
      rangesProblem([
        { start: '09:00', end: '11:00' },
        { start: '10:30', end: '12:00' },
      ]),
    ).toBe('overlap');
    expect(
      rangesProblem([
        { start: '09:00', end: '11:00' },
        { start: '11:00', end: '12:00' },
      ]),
    ).toBeNull();
    const bad = withWeekday(draft, 3, [{ start: '10:00', end: '10:00' }]);
    expect(isDraftValid(bad)).toBe(false);
    expect(isDraftValid(withWeekday(bad, 3, []))).toBe(true);
  });

  it("keeps weekdays in order and names them in the reader's language", () => {
    const week = withWeekday(withWeekday(draft, 5, [{ start: '09:00', end: '10:00' }]), 1, [
      { start: '09:00', end: '10:00' },
    ]);
    expect(week.weeklyHours.map((day) => day.weekday)).toEqual([1, 5]);
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'th')).toBe('วันอาทิตย์');
  });

  it("reads today's date on the tutor's clock", () => {
    // 20:00 UTC on 30 November is already 1 December in Bangkok.
    expect(localDate('Asia/Bangkok', 0, Date.UTC(2026, 10, 30, 20))).toBe('2026-12-01');
    expect(localDate('Europe/London', 1, Date.UTC(2026, 10, 30, 20))).toBe('2026-12-01');
  });
});
