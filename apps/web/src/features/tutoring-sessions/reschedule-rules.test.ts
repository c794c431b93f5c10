import { describe, expect, it } from 'vitest';
import { mayProposeNewTime, slotCountOf } from './reschedule-rules.ts';

const now = new Date('2026-03-28T12:00:00Z');
const session = (hoursAhead: number, extra: Partial<Parameters<typeof mayProposeNewTime>[0]> = {}) => ({
  status: 'approved' as const,
  startingAt: new Date(now.getTime() + hoursAhead * 3_600_000).toISOString(),
  cancellation: null,
  reschedule: null,
  ...extra,
});

describe('mayProposeNewTime', () => {
  it('offers it to both sides more than 24 hours ahead, within them to the student only', () => {
    expect(mayProposeNewTime(session(30), 'teacher', now)).toBe(true);
    expect(mayProposeNewTime(session(23), 'teacher', now)).toBe(false);
    expect(mayProposeNewTime(session(23), 'student', now)).toBe(true);
  });

  it('does not offer it once started, while a proposal is open or a cancellation waits, or for closed sessions', () => {
    expect(mayProposeNewTime(session(-1), 'student', now)).toBe(false);
    expect(mayProposeNewTime(session(30, { reschedule: { id: 1 } }), 'student', now)).toBe(false);
    expect(mayProposeNewTime(session(30, { cancellation: { status: 'pending' } }), 'student', now)).toBe(
      false,
    );
    expect(mayProposeNewTime(session(30, { status: 'completed' }), 'student', now)).toBe(false);
    expect(mayProposeNewTime(session(30, { status: 'determination_pending' }), 'teacher', now)).toBe(true);
  });
});

describe('slotCountOf', () => {
  it('counts the half hours of a session', () => {
    expect(slotCountOf({ startingAt: '2026-03-28T10:00:00Z', endingAt: '2026-03-28T11:30:00Z' })).toBe(3);
  });
});
