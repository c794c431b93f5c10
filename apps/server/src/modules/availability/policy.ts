import { type ApprovalStatus, isTutor, type MessageKey, MSG } from '@kru/contract';
import { isApprovedTutor, isVisibleTutor } from '../kyc/index.ts';

/**
 * Who may change a tutor's availability: tutors only (403 "Only tutors can do this."), and among them only
 * approved ones (spec section 1: only verified tutors hold sessions), or null when allowed.
 */
export function availabilityRefusal(user: {
  role: string;
  approvalStatus: ApprovalStatus;
}): MessageKey | null {
  if (!isTutor(user)) return MSG.tutorOnly;
  if (!isApprovedTutor(user)) return MSG.availabilityTutorNotApproved;
  return null;
}

/** Any tutor may read and preview their weekly hours (saving them needs approval, as painting slots does). */
export function mayReadSchedule(user: { role: string }): boolean {
  return isTutor(user);
}

export interface CalendarOwner {
  id: number;
  role: string;
  firstName: string | null;
  lastName: string | null;
  approvalStatus: ApprovalStatus;
  suspendedAt: Date | null;
  subdomainId: number | null;
}

/**
 * Whose calendar a viewer may read: a tutor their own (in any review state, so they can see why they cannot
 * add), anyone a visible tutor's of the viewer's tenant. Anything else is "not found".
 */
export function mayReadCalendar(
  viewer: { userId: number },
  teacher: CalendarOwner,
  tenantId: number | null,
): boolean {
  if (teacher.id === viewer.userId) return isTutor(teacher);
  return isVisibleTutor(teacher) && teacher.subdomainId === tenantId;
}
