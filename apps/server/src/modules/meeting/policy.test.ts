import { describe, expect, it } from 'vitest';
import { isPolite, meetingAccess, meetingOpensAt, participantRole } from './policy.ts';

const session = {
  studentId: 1,
  tutorId: 2,
  status: 'approved',
  startingAt: new Date('2026-03-29T09:00:00Z'),
  endingAt: new Date('2026-03-29T10:00:00Z'),
};
const at = (iso: string) => new Date(iso);

describe('meeting room policy', () => {
  it('knows the two participants and nobody else', () => {
    expect(participantRole(session, 1)).toBe('student');
    expect(participantRole(session, 2)).toBe('teacher');
    expect(participantRole(session, 3)).toBeNull();
  });

  it('opens the given minutes before the start and closes at the end', () => {
    expect(meetingOpensAt(session, 10)).toEqual(at('2026-03-29T08:50:00Z'));
    expect(meetingAccess(session, at('2026-03-29T08:49:59Z'), 10)).toBe('not_open_yet');
    expect(meetingAccess(session, at('2026-03-29T08:50:00Z'), 10)).toBe('open');
    expect(meetingAccess(session, at('2026-03-29T09:59:59Z'), 10)).toBe('open');
    expect(meetingAccess(session, at('2026-03-29T10:00:00Z'), 10)).toBe('ended');
    expect(meetingAccess(session, at('2026-03-29T08:25:00Z'), 40)).toBe('open');
  });

  it('opens only for an approved session; a completed one has ended', () => {
    const during = at('2026-03-29T09:30:00Z');
    for (const status of ['payment_pending', 'determination_pending', 'rejected', 'cancelled']) {
      expect(meetingAccess({ ...session, status }, during, 10)).toBe('not_approved');
    }
    expect(meetingAccess({ ...session, status: 'completed' }, during, 10)).toBe('ended');
  });

  it('makes exactly one side polite, whoever joins first', () => {
    expect(isPolite('student')).toBe(true);
    expect(isPolite('teacher')).toBe(false);
  });
});
