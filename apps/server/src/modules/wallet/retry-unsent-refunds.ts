import type { AppContext } from '../../platform/context.ts';
import { reachableProviders } from '../../platform/payments/index.ts';
import { findUnsentRefunds } from './repository.ts';
import { sendRefund } from './send-refund.ts';

/** A refund the provider has not acknowledged is asked for again after this long. */
export const REFUND_RETRY_AFTER_MS = 10 * 60_000;
/** Stripe keeps an idempotency key for 24 hours: an older unsent refund is left for an operator to reconcile. */
export const REFUND_RETRY_WINDOW_MS = 23 * 3600_000;
const BATCH = 100;

/**
 * Refunds whose call to their payment's provider failed (no provider reference, still pending) are sent again with the same
 * idempotency key, so a provider that did take the first call answers with that refund instead of a second one.
 */
export async function retryUnsentRefunds(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().getTime();
  const window = {
    after: new Date(now - REFUND_RETRY_WINDOW_MS),
    before: new Date(now - REFUND_RETRY_AFTER_MS),
  };
  const unsent = await findUnsentRefunds(ctx.db, reachableProviders(ctx.payments), window, BATCH);
  for (const { refund, payment } of unsent) await sendRefund(ctx, refund, payment);
  return unsent.length;
}
