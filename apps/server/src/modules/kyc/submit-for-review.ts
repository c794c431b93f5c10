import { type KycStatus, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { mayUseKyc, missingForReview } from './policy.ts';
import { presentStatus } from './presenter.ts';
import { findReadiness } from './repository.ts';

/**
 * `POST /kyc/review`: an incomplete or rejected profile goes to review (`pending`) once it holds everything a
 * review needs; otherwise a 422 names each missing item. A profile already under review or approved is a 409.
 */
export async function submitForReview(ctx: AppContext, actor: Actor): Promise<KycStatus> {
  if (!mayUseKyc(actor)) throw AppError.forbidden(MSG.tutorOnly);
  const { after } = await inTransaction(ctx.db, (tx) =>
    applyReviewEvent(tx, actor.userId, {
      event: 'submit',
      actorId: actor.userId,
      at: ctx.clock.now(),
      check: async () => {
        const readiness = await findReadiness(tx, actor.userId);
        if (!readiness) throw AppError.notFound();
        const missing = missingForReview(readiness);
        if (Object.keys(missing).length) {
          throw new AppError('VALIDATION_FAILED', MSG.profileIncompleteForReview, missing);
        }
      },
    }),
  );
  return presentStatus(after);
}
