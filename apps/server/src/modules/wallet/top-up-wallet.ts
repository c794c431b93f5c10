import { isSafeReturnPath, type Language, MSG, poundsToPence, type TopUpQuery } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { mayHoldWallet } from './policy.ts';
import { findUserEmail } from './repository.ts';
import { startCheckout } from './start-checkout.ts';

/** `GET /wallet/checkout`: opens a top-up checkout for the (validated) amount; answers where to pay. */
export async function topUpWallet(
  ctx: AppContext,
  actor: Actor,
  query: TopUpQuery,
  language: Language,
): Promise<{ redirect_url: string }> {
  if (!mayHoldWallet(actor)) throw AppError.forbidden(MSG.paymentsNotForAdmins);
  const returnPath = query.return_path ?? '/fees';
  if (!isSafeReturnPath(returnPath)) throw AppError.invalid('return_path', MSG.returnPathInvalid);
  const email = await findUserEmail(ctx.db, actor.userId);
  if (!email) throw AppError.unauthenticated();
  const { redirectUrl } = await startCheckout(ctx, {
    userId: actor.userId,
    email,
    purpose: 'top_up',
    amountPence: poundsToPence(query.amount),
    description: translate(MSG.walletTopUpDescription, language),
    returnPath,
  });
  return { redirect_url: redirectUrl };
}
