import { describe, expect, it } from 'vitest';
import { utcOffset, zoneOptions } from './zones.ts';

describe('time zone options', () => {
  it('shows each zone with its offset at that moment, London across its clock change', () => {
    expect(utcOffset('Asia/Bangkok', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+07:00');
    expect(utcOffset('Asia/Kathmandu', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+05:45');
    expect(utcOffset('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+00:00');
    expect(utcOffset('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(utcOffset('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-05:00');
  });

  it('lists every zone west to east, readable and searchable by name', () => {
    const options = zoneOptions(new Date('2026-01-15T12:00:00Z'));
    expect(options.find((o) => o.value === 'Asia/Bangkok')?.label).toBe('(UTC+07:00) Asia/Bangkok');
    expect(options.find((o) => o.value === 'America/New_York')?.label).toBe('(UTC-05:00) America/New York');
    const index = (zone: string) => options.findIndex((o) => o.value === zone);
    expect(index('America/New_York')).toBeLessThan(index('Europe/London'));
    expect(index('Europe/London')).toBeLessThan(index('Asia/Bangkok'));
  });
});
