import { MSG } from '@kru/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type ApprovalEvent, auditActionOf, transition } from './policy.ts';
import {
  lockReviewState,
  type ReviewStateChange,
  type ReviewStateRow,
  updateReviewState,
} from './repository.ts';

export interface ReviewEvent {
  event: ApprovalEvent;
  /** Who causes it: the tutor, or the admin deciding. */
  actorId: number;
  at: Date;
  /** The reviewer's comment of a rejection (stored on the profile and in the audit log). */
  comment?: string;
  /** What changed, for a vetted, document or visa change (kept in the audit log). */
  changes?: string[];
  /** The new visa status of a `visa_change`. */
  visaRequired?: boolean;
  /** A last check on the locked row before anything is written (a submission's completeness). */
  check?: (state: ReviewStateRow) => Promise<void>;
}

export interface AppliedReviewEvent {
  before: ReviewStateRow;
  after: ReviewStateRow;
  /** Whether `approval_status` moved. */
  changed: boolean;
}

/**
 * The one place `approval_status` changes: locks the tutor's row, applies the state machine (a refused move is a
 * 409 with its reason), writes the new state and, when the state moves, an audit row. Runs in the caller's
 * transaction, so the audit row, the state and whatever caused it commit together.
 */
export async function applyReviewEvent(
  tx: Tx,
  tutorId: number,
  input: ReviewEvent,
): Promise<AppliedReviewEvent> {
  const before = await lockReviewState(tx, tutorId);
  if (!before) throw AppError.notFound();
  if (before.role !== 'teacher') throw AppError.forbidden(MSG.tutorOnly);
  if (input.event === 'visa_change' && input.visaRequired === before.visaRequired) {
    return { before, after: before, changed: false };
  }
  const step = transition(before.approvalStatus, input.event);
  if (!step.allowed) throw AppError.conflict(step.message);
  await input.check?.(before);

  const change: ReviewStateChange = {};
  if (step.changed) change.approvalStatus = step.to;
  if (step.to === 'pending' && step.changed) change.reviewSubmittedAt = input.at;
  if (input.event === 'submit' || input.event === 'approve') change.rejectionComment = null;
  if (input.event === 'reject') change.rejectionComment = input.comment ?? null;
  if (input.event === 'visa_change') change.visaRequired = input.visaRequired;
  const after = Object.keys(change).length ? await updateReviewState(tx, tutorId, change, input.at) : before;

  if (step.changed) {
    await recordAudit(tx, {
      actorId: input.actorId,
      action: auditActionOf(input.event),
      subjectType: 'user',
      subjectId: tutorId,
      comment: input.comment ?? null,
      metadata: {
        from: before.approvalStatus,
        to: step.to,
        ...(input.changes?.length ? { changes: input.changes } : {}),
      },
      at: input.at,
    });
  }
  return { before, after, changed: step.changed };
}
