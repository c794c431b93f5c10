import { minutesFrom } from '../../platform/clock.ts';

export interface MeetingSessionFacts {
  studentId: number;
  tutorId: number;
  status: string;
  startingAt: Date;
  endingAt: Date;
}

export type ParticipantRole = 'student' | 'teacher';

/** The user's side of the session, or null for anyone else (who is told the session does not exist). */
export function participantRole(session: MeetingSessionFacts, userId: number): ParticipantRole | null {
  if (session.studentId === userId) return 'student';
  if (session.tutorId === userId) return 'teacher';
  return null;
}

/** When the room opens: some minutes before the start. */
export function meetingOpensAt(session: MeetingSessionFacts, opensMinutesBefore: number): Date {
  return minutesFrom(session.startingAt, -opensMinutesBefore);
}

export type MeetingAccess = 'open' | 'not_approved' | 'not_open_yet' | 'ended';

/**
 * Whether the room is open to a participant now: an approved session, from the opening to the end. A session past
 * its end (still approved, or already completed) has ended rather than being "not approved".
 */
export function meetingAccess(
  session: MeetingSessionFacts,
  now: Date,
  opensMinutesBefore: number,
): MeetingAccess {
  if (session.status === 'completed') return 'ended';
  if (session.status !== 'approved') return 'not_approved';
  if (now.getTime() >= session.endingAt.getTime()) return 'ended';
  if (now.getTime() < meetingOpensAt(session, opensMinutesBefore).getTime()) return 'not_open_yet';
  return 'open';
}

/**
 * Perfect negotiation needs exactly one polite side (it yields when both offer at once): the student, so the
 * choice never depends on who joined first.
 */
export function isPolite(role: ParticipantRole): boolean {
  return role === 'student';
}
