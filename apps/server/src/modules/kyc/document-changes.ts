import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { mayUseKyc, transition } from './policy.ts';
import { findReviewState } from './repository.ts';

/**
 * Before a document upload is signed: only tutors upload identity documents, and not while their profile is
 * under review. An early answer, so nobody uploads 100 MB to be refused; `recordDocumentChange` decides.
 */
export async function checkDocumentUpload(ctx: AppContext, actor: Actor): Promise<void> {
  if (!mayUseKyc(actor)) throw AppError.forbidden(MSG.tutorOnly);
  const state = await findReviewState(ctx.db, actor.userId);
  if (!state) throw AppError.unauthenticated();
  const step = transition(state.approvalStatus, 'document_change');
  if (!step.allowed) throw AppError.conflict(step.message);
}

/**
 * In the transaction that registers or removes identity documents (the files module): refuses the change while
 * the profile is under review (409, and the transaction rolls back), and sends an approved profile back to
 * review, recorded as `tutor.resubmitted_by_change`. `changes` says what happened, e.g.
 * `['documents.passport_front.added']`.
 */
export async function recordDocumentChange(
  tx: Tx,
  userId: number,
  at: Date,
  changes: string[],
): Promise<void> {
  await applyReviewEvent(tx, userId, { event: 'document_change', actorId: userId, at, changes });
}
