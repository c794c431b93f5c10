import { describe, expect, it } from 'vitest';
import { hasLapsed, isReschedulable, mayPropose, slotCountOf } from './policy.ts';

const HOUR = 3_600_000;
const now = new Date('2026-03-28T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('rescheduling policy', () => {
  it('lets either side propose more than 24 hours ahead, within them the student only', () => {
    expect(mayPropose('teacher', inHours(24.5), now)).toBe(true);
    expect(mayPropose('teacher', inHours(24), now)).toBe(false);
    expect(mayPropose('student', inHours(1), now)).toBe(true);
  });

  it('counts the 24 hours in real time across the clock change of Europe/London (29 March 2026)', () => {
    // 01:00 UTC on 29 March: the clocks go forward, the wall clock shows 23 hours between the two noons.
    const start = new Date('2026-03-29T11:00:00Z');
    expect(mayPropose('teacher', start, new Date('2026-03-28T11:30:00Z'))).toBe(false);
    expect(mayPropose('teacher', start, new Date('2026-03-28T10:30:00Z'))).toBe(true);
  });

  it('moves only requested or approved sessions that have not started and are not being cancelled', () => {
    expect(isReschedulable({ status: 'approved', startingAt: inHours(1) }, false, now)).toBe(true);
    expect(isReschedulable({ status: 'determination_pending', startingAt: inHours(1) }, false, now)).toBe(
      true,
    );
    expect(isReschedulable({ status: 'approved', startingAt: inHours(1) }, true, now)).toBe(false);
    expect(isReschedulable({ status: 'approved', startingAt: now }, false, now)).toBe(false);
    for (const status of ['payment_pending', 'completed', 'cancelled', 'rejected'] as const) {
      expect(isReschedulable({ status, startingAt: inHours(48) }, false, now), status).toBe(false);
    }
  });

  it('lapses a proposal when either start comes', () => {
    expect(hasLapsed(inHours(5), inHours(48), now)).toBe(false);
    expect(hasLapsed(now, inHours(48), now)).toBe(true);
    expect(hasLapsed(inHours(48), inHours(-1), now)).toBe(true);
  });

  it('counts a session’s half-hour slots', () => {
    expect(slotCountOf({ startingAt: inHours(0), endingAt: inHours(1.5) })).toBe(3);
  });
});
