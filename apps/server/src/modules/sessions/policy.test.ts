import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import {
  answerDueAt,
  awaitsAnswer,
  type BookedSlot,
  bookingRange,
  bookingRefusal,
  freeCancellationUntil,
  joinLink,
  paymentDueAt,
  sessionPricePence,
  unpaidHoldRefusal,
} from './policy.ts';

const slot = (id: number, start: string, tutorId = 1): BookedSlot => {
  const startingAt = new Date(start);
  return { id, tutorId, startingAt, endingAt: new Date(startingAt.getTime() + 30 * 60_000) };
};

describe('bookingRange', () => {
  it('joins consecutive slots of one tutor, in any order given, into one range', () => {
    const range = bookingRange([
      slot(3, '2026-05-01T11:00:00Z'),
      slot(1, '2026-05-01T10:00:00Z'),
      slot(2, '2026-05-01T10:30:00Z'),
    ]);
    expect(range).toEqual({
      tutorId: 1,
      start: new Date('2026-05-01T10:00:00Z'),
      end: new Date('2026-05-01T11:30:00Z'),
    });
    expect(bookingRange([slot(1, '2026-05-01T10:00:00Z')])?.end).toEqual(new Date('2026-05-01T10:30:00Z'));
  });

  it('refuses a gap, slots of two tutors, and nothing at all', () => {
    expect(bookingRange([slot(1, '2026-05-01T10:00:00Z'), slot(2, '2026-05-01T11:00:00Z')])).toBeNull();
    expect(bookingRange([slot(1, '2026-05-01T10:00:00Z'), slot(2, '2026-05-01T10:30:00Z', 2)])).toBeNull();
    expect(bookingRange([])).toBeNull();
  });

  it('counts real time across the London clock change: 00:30 to 02:30 local on 29 March 2026 is 4 slots', () => {
    // 00:30 GMT, 01:00 GMT (= 02:00 BST), 01:30 GMT, 02:00 GMT: consecutive in UTC.
    const slots = ['00:30', '01:00', '01:30', '02:00'].map((time, i) =>
      slot(i + 1, `2026-03-29T${time}:00Z`),
    );
    expect(bookingRange(slots)).toMatchObject({ end: new Date('2026-03-29T02:30:00Z') });
  });
});

describe('sessionPricePence', () => {
  it('is the price per hour times hours', () => {
    expect(sessionPricePence(2500, 2)).toBe(2500);
    expect(sessionPricePence(2500, 3)).toBe(3750);
    expect(sessionPricePence(4000, 16)).toBe(32_000);
  });
  it('rounds half a penny up for half an hour of an odd price', () => {
    expect(sessionPricePence(2501, 1)).toBe(1251);
  });
});

describe('deadlines', () => {
  const created = new Date('2026-05-01T10:00:00Z');
  it('a request is answered by the earlier of 48 hours or the start', () => {
    expect(answerDueAt(created, new Date('2026-05-10T10:00:00Z'))).toEqual(new Date('2026-05-03T10:00:00Z'));
    expect(answerDueAt(created, new Date('2026-05-02T09:00:00Z'))).toEqual(new Date('2026-05-02T09:00:00Z'));
  });
  it('a payment is due 30 minutes after booking; free cancellation ends 24 hours before the start', () => {
    expect(paymentDueAt(created)).toEqual(new Date('2026-05-01T10:30:00Z'));
    expect(freeCancellationUntil(created)).toEqual(new Date('2026-04-30T10:00:00Z'));
  });
  it('a request awaits an answer while determination_pending and before its deadline', () => {
    const due = new Date('2026-05-01T12:00:00Z');
    expect(awaitsAnswer({ status: 'determination_pending', answerDueAt: due }, created)).toBe(true);
    expect(awaitsAnswer({ status: 'determination_pending', answerDueAt: due }, due)).toBe(false);
    expect(awaitsAnswer({ status: 'approved', answerDueAt: due }, created)).toBe(false);
  });
});

describe('bookingRefusal and joinLink', () => {
  it('lets students book; refuses tutors and admins', () => {
    expect(bookingRefusal('student')).toBeNull();
    expect(bookingRefusal('teacher')).toBe(MSG.sessionStudentsOnly);
    expect(bookingRefusal('admin')).toBe(MSG.sessionStudentsOnly);
  });
  it('links the meeting room of approved sessions only', () => {
    expect(joinLink({ id: 9, status: 'approved' })).toBe('/tuition/sessions/meeting?sessionId=9');
    expect(joinLink({ id: 9, status: 'determination_pending' })).toBeNull();
    expect(joinLink({ id: 9, status: 'completed' })).toBeNull();
  });
});

describe('unpaidHoldRefusal', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it('allows up to two unpaid holds at once', () => {
    expect(unpaidHoldRefusal(0, [], now)).toBeNull();
    expect(unpaidHoldRefusal(1, [], now)).toBeNull();
    expect(unpaidHoldRefusal(2, [], now)).toEqual({ kind: 'limit' });
  });

  it('after two lapses within an hour, refuses until 15 minutes after the latest', () => {
    expect(unpaidHoldRefusal(0, [minutesAgo(50)], now)).toBeNull();
    expect(unpaidHoldRefusal(0, [minutesAgo(50), minutesAgo(5)], now)).toEqual({
      kind: 'cooldown',
      until: new Date(now.getTime() + 10 * 60_000),
    });
    expect(unpaidHoldRefusal(0, [minutesAgo(40), minutesAgo(15)], now)).toBeNull();
    // One of the two lapsed more than an hour ago: no cooldown.
    expect(unpaidHoldRefusal(0, [minutesAgo(61), minutesAgo(5)], now)).toBeNull();
  });
});
