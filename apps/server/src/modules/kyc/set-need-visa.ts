import { type KycStatus, MSG, type NeedVisaBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { mayUseKyc } from './policy.ts';
import { presentStatus } from './presenter.ts';

/**
 * `PATCH /kyc/need-visa`: whether the tutor needs a visa; when they do, a biometric residence permit is required
 * for review. It decides the documents, so it is frozen during a review and sends an approved profile back to
 * review when it changes. Sending the current value changes nothing.
 */
export async function setNeedVisa(ctx: AppContext, actor: Actor, body: NeedVisaBody): Promise<KycStatus> {
  if (!mayUseKyc(actor)) throw AppError.forbidden(MSG.tutorOnly);
  const { after } = await inTransaction(ctx.db, (tx) =>
    applyReviewEvent(tx, actor.userId, {
      event: 'visa_change',
      actorId: actor.userId,
      at: ctx.clock.now(),
      visaRequired: body.status,
      changes: ['visa_required'],
    }),
  );
  return presentStatus(after);
}
