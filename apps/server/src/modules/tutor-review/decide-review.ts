import type { Actor } from '../../platform/auth/actor.ts';
import { requireAdmin } from '../../platform/auth/require-admin.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { OutgoingEmail } from '../../platform/mail/mailer.ts';
import { fullName } from '../../platform/person-name.ts';
import { applyReviewEvent } from '../kyc/index.ts';
import { findTutor, type TutorRow } from './repository.ts';

export interface Decision {
  event: 'approve' | 'reject';
  comment?: string;
  /** The e-mail that tells the tutor, in the tutor's own language. */
  email: (tutor: TutorRow, name: string) => OutgoingEmail;
}

/**
 * An admin's decision on a profile under review: only from `pending` (409 otherwise, nothing changed). The new
 * state, its audit row and the tutor's e-mail are written in one transaction; the e-mail leaves after commit.
 */
export async function decideReview(
  ctx: AppContext,
  actor: Actor,
  tutorId: number,
  decision: Decision,
): Promise<void> {
  requireAdmin(actor);
  const tutor = await findTutor(ctx.db, tutorId);
  if (!tutor) throw AppError.notFound();
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    await applyReviewEvent(tx, tutor.id, {
      event: decision.event,
      actorId: actor.userId,
      at: ctx.clock.now(),
      comment: decision.comment,
    });
    await ctx.mailer.enqueue(tx, decision.email(tutor, fullName(tutor)));
    afterCommit(() => ctx.mailer.wake());
  });
}
