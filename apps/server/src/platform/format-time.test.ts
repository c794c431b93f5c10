import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

// London moves from GMT to BST at 01:00 UTC on 29 March 2026.
const BEFORE = new Date('2026-03-28T09:00:00Z');
const AFTER = new Date('2026-03-29T09:00:00Z');

describe('formatTime', () => {
  it('writes the full time on both sides of the London clock change', () => {
    expect(formatTime(BEFORE, 'en', 'Europe/London', 'full')).toBe('Saturday, 28 March 2026 at 09:00 GMT');
    expect(formatTime(AFTER, 'en', 'Europe/London', 'full')).toBe('Sunday, 29 March 2026 at 10:00 BST');
  });

  it('writes the short time, 24-hour, with the zone', () => {
    expect(formatTime(AFTER, 'en', 'Europe/London', 'short')).toBe('29 Mar 2026, 10:00 BST');
    expect(formatTime(new Date('2026-03-29T13:30:00Z'), 'en', 'Asia/Bangkok', 'short')).toBe(
      '29 Mar 2026, 20:30 GMT+7',
    );
  });

  it('writes the date in the reader’s zone, which may be the next day', () => {
    expect(formatTime(new Date('2026-03-29T23:30:00Z'), 'en', 'Europe/London', 'date')).toBe('30 March 2026');
    expect(formatTime(new Date('2026-03-29T23:30:00Z'), 'en', 'UTC', 'date')).toBe('29 March 2026');
  });

  it('writes Thai with the Buddhist year', () => {
    expect(formatTime(AFTER, 'th', 'Asia/Bangkok', 'date')).toBe('29 มีนาคม 2569');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(formatTime(AFTER, 'en', 'Not/AZone', 'full')).toBe('Sunday, 29 March 2026 at 09:00 UTC');
    expect(formatTime(AFTER, 'en', 'Not/AZone', 'full')).toBe('Sunday, 29 March 2026 at 09:00 UTC');
  });

  it('keeps each language, zone and style apart when they alternate (its formatters are kept)', () => {
    const answers = () => [
      formatTime(AFTER, 'en', 'Europe/London', 'short'),
      formatTime(AFTER, 'en', 'Asia/Bangkok', 'short'),
      formatTime(AFTER, 'th', 'Asia/Bangkok', 'date'),
      formatTime(AFTER, 'en', 'Asia/Bangkok', 'date'),
    ];
    const first = answers();
    expect(first).toEqual([
      '29 Mar 2026, 10:00 BST',
      '29 Mar 2026, 16:00 GMT+7',
      '29 มีนาคม 2569',
      '29 March 2026',
    ]);
    expect(answers()).toEqual(first);
  });
});
