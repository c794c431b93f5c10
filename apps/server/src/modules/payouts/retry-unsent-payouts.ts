import type { AppContext } from '../../platform/context.ts';
import { findUnsentPayouts } from './repository.ts';
import { sendPayout } from './send-payout.ts';

/** A payout the provider has not acknowledged is asked for again after this long. */
export const PAYOUT_RETRY_AFTER_MS = 10 * 60_000;
/**
 * Stripe keeps an idempotency key for 24 hours: past that, asking again could pay twice, so an older unsent
 * payout is left pending for an operator to reconcile with the provider's dashboard.
 */
export const PAYOUT_RETRY_WINDOW_MS = 23 * 3600_000;
const BATCH = 100;

/**
 * Pending payouts of this provider without its reference (the call's outcome was unknown, or our write after it
 * failed) are sent again with the same idempotency key: a provider that did pay answers with that payout
 * instead of a second one, one that refused fails it, and one still unreachable leaves it pending.
 */
export async function retryUnsentPayouts(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().getTime();
  const window = {
    after: new Date(now - PAYOUT_RETRY_WINDOW_MS),
    before: new Date(now - PAYOUT_RETRY_AFTER_MS),
  };
  const unsent = await findUnsentPayouts(ctx.db, ctx.payments.name, window, BATCH);
  for (const { payout, accountId } of unsent) await sendPayout(ctx, payout, accountId);
  return unsent.length;
}
