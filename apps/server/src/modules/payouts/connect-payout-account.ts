import { MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mayUsePayouts } from './policy.ts';
import { findPayee, savePayoutAccount } from './repository.ts';

/**
 * `GET /wallet/connect`: the link to the provider's page that sets up (or corrects) the tutor's payout account.
 * The provider's account is created once and remembered; its verdict arrives later as `payout_account.updated`.
 * The idempotency key is stable while the account is being created (a retry never opens a second one) and new
 * for each later link (a provider's onboarding links are single-use).
 */
export async function connectPayoutAccount(ctx: AppContext, actor: Actor): Promise<{ redirect_url: string }> {
  if (!mayUsePayouts(actor)) throw AppError.forbidden(MSG.tutorOnly);
  const row = await findPayee(ctx.db, actor.userId);
  if (!row) throw AppError.unauthenticated();
  const now = ctx.clock.now();
  const known = row.account?.provider === ctx.payments.name ? row.account.providerAccountId : null;

  const link = await ctx.payments.createPayoutAccountLink({
    userId: actor.userId,
    email: row.payee.email,
    accountId: known,
    returnUrl: `${ctx.config.appUrl}/fees?connect=return`,
    refreshUrl: `${ctx.config.appUrl}/fees?connect=refresh`,
    idempotencyKey: `connect:${actor.userId}:${known ? now.getTime() : 0}`,
  });
  if (link.accountId !== known) {
    await savePayoutAccount(
      ctx.db,
      { userId: actor.userId, provider: ctx.payments.name, providerAccountId: link.accountId },
      now,
    );
  }
  return { redirect_url: link.url };
}
