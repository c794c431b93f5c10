import { describe, expect, it } from 'vitest';
import { fromWallClock, toWallClock, zoneOffsetMs } from './zoned-time.ts';

const HOUR = 3_600_000;

describe('zoneOffsetMs', () => {
  it('knows Bangkok, London in winter and summer, and UTC', () => {
    expect(zoneOffsetMs(Date.parse('2026-03-27T10:00:00Z'), 'Asia/Bangkok')).toBe(7 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-03-28T10:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(Date.parse('2026-03-29T10:00:00Z'), 'Europe/London')).toBe(HOUR);
    expect(zoneOffsetMs(Date.parse('2026-03-29T10:00:00Z'), 'UTC')).toBe(0);
  });
});

describe('toWallClock and fromWallClock', () => {
  it('carry the wall clock in UTC fields and back', () => {
    const wall = toWallClock('2026-03-27T10:30:00Z', 'Asia/Bangkok');
    expect(wall.toISOString()).toBe('2026-03-27T17:30:00.000Z');
    expect(fromWallClock(wall, 'Asia/Bangkok').toISOString()).toBe('2026-03-27T10:30:00.000Z');
  });

  it('cross the Europe/London change to summer time', () => {
    expect(toWallClock('2026-03-29T00:30:00Z', 'Europe/London').toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(toWallClock('2026-03-29T01:00:00Z', 'Europe/London').toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
    expect(fromWallClock(new Date('2026-03-29T03:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
    expect(fromWallClock(new Date('2026-03-29T00:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    // 01:30 does not exist that night: it is read on the summer clock (02:30 BST), after the jump.
    expect(fromWallClock(new Date('2026-03-29T01:30:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('read back every half hour of a summer day in London', () => {
    for (let h = 0; h < 48; h += 1) {
      const instant = new Date(Date.parse('2026-07-01T00:00:00Z') + h * 30 * 60_000);
      expect(fromWallClock(toWallClock(instant, 'Europe/London'), 'Europe/London')).toEqual(instant);
    }
  });
});
