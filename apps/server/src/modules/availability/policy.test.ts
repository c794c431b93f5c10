import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { availabilityRefusal, type CalendarOwner, mayReadCalendar } from './policy.ts';

describe('availabilityRefusal', () => {
  it('lets approved tutors change availability; refuses students and tutors not approved, saying why', () => {
    expect(availabilityRefusal({ role: 'teacher', approvalStatus: 'approved' })).toBeNull();
    expect(availabilityRefusal({ role: 'student', approvalStatus: 'approved' })).toBe(MSG.tutorOnly);
    expect(availabilityRefusal({ role: 'admin', approvalStatus: 'approved' })).toBe(MSG.tutorOnly);
    for (const approvalStatus of ['incomplete', 'pending', 'rejected'] as const) {
      expect(availabilityRefusal({ role: 'teacher', approvalStatus })).toBe(MSG.availabilityTutorNotApproved);
    }
  });
});

describe('mayReadCalendar', () => {
  const tutor: CalendarOwner = {
    id: 7,
    role: 'teacher',
    firstName: 'Malee',
    lastName: 'Sukjai',
    approvalStatus: 'approved',
    suspendedAt: null,
    subdomainId: null,
  };
  it("shows a tutor their own calendar in any state, and a visible tutor's to anyone of the same tenant", () => {
    expect(mayReadCalendar({ userId: 7 }, { ...tutor, approvalStatus: 'pending' }, null)).toBe(true);
    expect(mayReadCalendar({ userId: 8 }, tutor, null)).toBe(true);
  });
  it('hides tutors not visible, of another tenant, and non-tutors', () => {
    expect(mayReadCalendar({ userId: 8 }, { ...tutor, approvalStatus: 'pending' }, null)).toBe(false);
    expect(mayReadCalendar({ userId: 8 }, { ...tutor, suspendedAt: new Date() }, null)).toBe(false);
    expect(mayReadCalendar({ userId: 8 }, tutor, 3)).toBe(false);
    expect(mayReadCalendar({ userId: 8 }, { ...tutor, subdomainId: 3 }, null)).toBe(false);
    expect(mayReadCalendar({ userId: 7 }, { ...tutor, role: 'student' }, null)).toBe(false);
  });
});
