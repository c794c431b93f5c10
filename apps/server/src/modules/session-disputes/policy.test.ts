import { describe, expect, it } from 'vitest';
import { mayReportNoShow, sharesOf, sideOf } from './policy.ts';

describe('session disputes policy', () => {
  it('knows the two sides of a session, and no one else', () => {
    const session = { studentId: 1, tutorId: 2 };
    expect(sideOf(session, 1)).toBe('student');
    expect(sideOf(session, 2)).toBe('teacher');
    expect(sideOf(session, 3)).toBeNull();
  });

  it('takes a no-show report from the end for 24 hours', () => {
    const endingAt = new Date('2026-05-01T10:00:00Z');
    const until = new Date('2026-05-02T10:00:00Z');
    expect(mayReportNoShow({ endingAt }, until, new Date('2026-05-01T09:59:59Z'))).toBe(false);
    expect(mayReportNoShow({ endingAt }, until, endingAt)).toBe(true);
    expect(mayReportNoShow({ endingAt }, until, new Date('2026-05-02T09:59:59Z'))).toBe(true);
    expect(mayReportNoShow({ endingAt }, until, until)).toBe(false);
    expect(mayReportNoShow({ endingAt }, null, endingAt)).toBe(false);
  });

  it('turns a decision into two shares in pence that add up to what is held', () => {
    expect(sharesOf({ decision: 'refund' }, 2500)).toEqual({
      status: 'refunded',
      studentPence: 2500,
      tutorPence: 0,
    });
    expect(sharesOf({ decision: 'release' }, 2500)).toEqual({
      status: 'released',
      studentPence: 0,
      tutorPence: 2500,
    });
    expect(sharesOf({ decision: 'split', student_amount: 12.5, tutor_amount: 12.5 }, 2500)).toEqual({
      status: 'split',
      studentPence: 1250,
      tutorPence: 1250,
    });
    // 0.1 + 0.2 in pounds is not 0.3 in floating point; in pence it is.
    expect(sharesOf({ decision: 'split', student_amount: 0.1, tutor_amount: 0.2 }, 30).studentPence).toBe(10);
  });

  it('refuses a split that does not add up, or gives one side nothing', () => {
    expect(() => sharesOf({ decision: 'split', student_amount: 10, tutor_amount: 10 }, 2500)).toThrow();
    expect(() => sharesOf({ decision: 'split', student_amount: 25, tutor_amount: 0 }, 2500)).toThrow();
  });
});
