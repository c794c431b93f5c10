import type { CourseApprovalAction, CourseApprovalState } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';

/**
 * Who reviews a course: an admin (401 signed out, 403 anyone else). The reviewer reads the course's working copy,
 * the edit under review, with what a learner would be given for it: the video's and the attached files' signed
 * links, and the quiz questions with their answers' scores and feedback.
 */
export function requireReviewer(actor: Pick<Actor, 'role'> | null | undefined): void {
  requireAdmin(actor);
}

/** The queue is worked oldest submission first; the other states show the most recently changed first. */
export function queueOrderOf(status: CourseApprovalState): 'oldest_submitted_first' | 'newest_first' {
  return status === 'pending' ? 'oldest_submitted_first' : 'newest_first';
}

export type CourseDecision = { event: 'approve' } | { event: 'reject'; feedback: string };

/** What a decision writes on the course. Only a pending course is decided (the caller checks). */
export interface DecisionChange {
  approvalState: 'approved' | 'rejected';
  feedback: string | null;
  /** Set when approved: the catalogue lists the newest approvals first. */
  approvedAt?: Date;
}

/** Approving publishes the course and clears an earlier rejection's feedback; rejecting keeps the reason. */
export function changeOf(decision: CourseDecision, at: Date): DecisionChange {
  return decision.event === 'approve'
    ? { approvalState: 'approved', feedback: null, approvedAt: at }
    : { approvalState: 'rejected', feedback: decision.feedback };
}

/** The approval log's action, and the audit log's (`course.approved`, `course.rejected`). */
export function logActionOf(
  decision: CourseDecision,
): Extract<CourseApprovalAction, 'approved' | 'rejected'> {
  return decision.event === 'approve' ? 'approved' : 'rejected';
}
