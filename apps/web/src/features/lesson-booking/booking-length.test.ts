import { describe, expect, it } from 'vitest';
import { lengthKey, lengthParts } from './booking-length.ts';

describe('a booking length', () => {
  it('is half hours as hours and minutes, worded by what it holds', () => {
    expect(lengthParts(1)).toEqual({ hours: 0, minutes: 30 });
    expect(lengthKey(1)).toBe('tuition.booking.lengthMinutes');
    expect(lengthParts(2)).toEqual({ hours: 1, minutes: 0 });
    expect(lengthKey(2)).toBe('tuition.booking.lengthHours');
    expect(lengthParts(5)).toEqual({ hours: 2, minutes: 30 });
    expect(lengthKey(5)).toBe('tuition.booking.lengthHoursMinutes');
  });
});
