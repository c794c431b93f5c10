import type { AppContext } from '../../platform/context.ts';
import { type AfterCommit, inTransaction, type Tx } from '../../platform/db/client.ts';
import type { PaymentEvent, ProviderName } from '../../platform/payments/index.ts';
import { applyPayoutAccountUpdate, settlePayout } from '../payouts/index.ts';
import { resumePaymentPendingSessions } from '../sessions/index.ts';
import {
  activateSubscription,
  applyRenewal,
  applyRenewalFailure,
  endSubscription,
} from '../subscriptions/index.ts';
import { completeCheckout, failCheckout, recordCheckoutDecline, settleRefund } from '../wallet/index.ts';
import { recordEvent } from './repository.ts';

/**
 * The one way a provider's report changes Kru: in one transaction, the event is recorded by its id and applied.
 * A replay (or a parallel duplicate delivery) finds the id recorded and changes nothing.
 */
export async function handlePaymentEvent(
  ctx: AppContext,
  provider: ProviderName,
  event: PaymentEvent,
): Promise<{ applied: boolean }> {
  return inTransaction(ctx.db, (tx, afterCommit) => applyPaymentEvent(ctx, tx, afterCommit, provider, event));
}

/** The same inside the caller's transaction (the sandbox's checkout decides and applies under one lock). */
export async function applyPaymentEvent(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  provider: ProviderName,
  event: PaymentEvent,
): Promise<{ applied: boolean }> {
  if (!(await recordEvent(tx, provider, event.id, event.type, ctx.clock.now()))) return { applied: false };
  switch (event.type) {
    case 'checkout.succeeded': {
      const payment = await completeCheckout(ctx, tx, afterCommit, event);
      if (payment?.purpose === 'subscription')
        await activateSubscription(ctx, tx, afterCommit, payment, event);
      // Bookings that waited for this top-up go ahead while the wallet covers them.
      if (payment?.purpose === 'top_up')
        await resumePaymentPendingSessions(ctx, tx, afterCommit, payment.userId);
      break;
    }
    case 'checkout.failed':
    case 'checkout.expired':
      await failCheckout(ctx, tx, afterCommit, event);
      break;
    case 'checkout.declined':
      await recordCheckoutDecline(tx, event);
      break;
    case 'subscription.renewed':
      await applyRenewal(ctx, tx, afterCommit, event);
      break;
    case 'subscription.renewal_failed':
      await applyRenewalFailure(ctx, tx, afterCommit, event);
      break;
    case 'subscription.ended':
      await endSubscription(ctx, tx, afterCommit, event);
      break;
    case 'refund.settled':
      await settleRefund(ctx, tx, afterCommit, event);
      break;
    case 'payout_account.updated':
      await applyPayoutAccountUpdate(ctx, tx, afterCommit, event);
      break;
    case 'payout.settled':
      await settlePayout(ctx, tx, afterCommit, event);
      break;
  }
  return { applied: true };
}
