import { MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isStripeProvider, type StripeProvider } from '../../platform/payments/index.ts';
import { handlePaymentEvent } from './handle-payment-event.ts';
import { isEventRecorded } from './repository.ts';
import { transferToReverse, translateStripeEvent } from './stripe-events.ts';

/** Stripe's own recommendation: a delivery signed more than five minutes ago may be a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The Stripe provider when Stripe is configured to deliver webhooks; otherwise there is no such endpoint. */
export function stripeWebhookProvider(ctx: AppContext): StripeProvider {
  if (!isStripeProvider(ctx.payments) || !ctx.payments.acceptsWebhooks) throw AppError.notFound();
  return ctx.payments;
}

/**
 * One webhook delivery: the signature and its age are checked on the raw bytes before anything is read, then the
 * event is applied once by its id. Unknown types are acknowledged and ignored, so Stripe stops resending them.
 */
export async function receiveStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<{ received: true; applied: boolean }> {
  const stripe = stripeWebhookProvider(ctx);
  if (!rawBody?.length || !signature) throw AppError.badRequest(MSG.webhookSignatureInvalid);
  let event: ReturnType<StripeProvider['verifyWebhook']>;
  try {
    event = stripe.verifyWebhook(rawBody, signature, ctx.clock.now(), WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw AppError.badRequest(MSG.webhookSignatureInvalid);
  }

  const paymentEvent = translateStripeEvent(event);
  if (!paymentEvent) return { received: true, applied: false };

  // Before the ledger takes a failed payout back into the earnings, Stripe takes the transfer back from the
  // connected account; a failure here answers 500 and Stripe delivers again (the reversal's key makes it once).
  const reversal = transferToReverse(event);
  if (reversal && !(await isEventRecorded(ctx.db, 'stripe', event.id))) {
    await stripe.reverseTransfer({ ...reversal, idempotencyKey: `reverse:${reversal.payoutId}` });
  }

  const { applied } = await handlePaymentEvent(ctx, 'stripe', paymentEvent);
  return { received: true, applied };
}
