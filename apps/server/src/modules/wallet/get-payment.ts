import { type Language, MSG, type Payment } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findCheckout } from './find-checkout.ts';
import { mayHoldWallet } from './policy.ts';
import { presentPayment } from './presenter.ts';

/** `GET /wallet/payments/:id`: one of the caller's own checkouts (the fees page polls it on the way back). */
export async function getPayment(
  ctx: AppContext,
  actor: Actor,
  paymentId: string,
  language: Language,
): Promise<Payment> {
  if (!mayHoldWallet(actor)) throw AppError.forbidden(MSG.paymentsNotForAdmins);
  const payment = await findCheckout(ctx.db, paymentId);
  if (!payment || payment.userId !== actor.userId) throw AppError.notFound();
  return presentPayment(payment, language);
}
