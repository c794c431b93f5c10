import type { AppContext } from '../../platform/context.ts';
import { overdueRenewalCutoff } from './policy.ts';
import { expireEndedCanceled, expireUnrenewedStripe } from './repository.ts';

/**
 * The scheduled sweep (every 10 minutes): canceled subscriptions past their `ending_at` expire, and so do active
 * Stripe ones whose renewal has not arrived within the grace days after the period ended. Sandbox renewals are
 * the payment-events module's job. Answers how many expired.
 */
export async function expireLapsedSubscriptions(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const canceled = await expireEndedCanceled(ctx.db, now);
  const unrenewed = await expireUnrenewedStripe(ctx.db, overdueRenewalCutoff(now), now);
  return canceled + unrenewed;
}
