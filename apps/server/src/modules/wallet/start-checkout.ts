import { MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { checkoutUrls } from './policy.ts';
import { insertPayment, updatePayment } from './repository.ts';

export interface StartCheckoutInput {
  userId: number;
  email: string;
  purpose: 'top_up' | 'subscription';
  amountPence: number;
  /** What the payer sees at the provider. */
  description: string;
  /** A path inside Kru to come back to (validated by the caller). */
  returnPath: string;
  planId?: number;
  billing?: 'monthly' | 'yearly';
  /** Subscriptions: the recurring price's interval and product. */
  recurring?: { interval: 'month' | 'year'; productId: string };
}

/**
 * Opens a payment and a checkout at the provider; answers where to send the payer. The payment row is written
 * (and committed) before the provider is called, so whatever the provider later reports finds it. A provider
 * that cannot be reached leaves the payment `failed` and answers 409: nothing was charged.
 */
export async function startCheckout(
  ctx: AppContext,
  input: StartCheckoutInput,
): Promise<{ redirectUrl: string; paymentId: string }> {
  const payment = await insertPayment(ctx.db, {
    userId: input.userId,
    purpose: input.purpose,
    provider: ctx.payments.name,
    amountPence: input.amountPence,
    planId: input.planId ?? null,
    billing: input.billing ?? null,
    returnPath: input.returnPath,
    createdAt: ctx.clock.now(),
  });
  let checkout: { providerRef: string; url: string };
  try {
    checkout = await ctx.payments.createCheckout({
      paymentId: payment.id,
      purpose: input.purpose,
      amountPence: input.amountPence,
      description: input.description,
      customerEmail: input.email,
      ...checkoutUrls(ctx.config.appUrl, input.returnPath, payment.id),
      recurring: input.recurring,
      idempotencyKey: `checkout:${payment.id}`,
    });
  } catch {
    await updatePayment(ctx.db, payment.id, {
      status: 'failed',
      failureReason: 'provider_unreachable',
      completedAt: ctx.clock.now(),
    });
    throw AppError.conflict(MSG.paymentProviderUnavailable);
  }
  await updatePayment(ctx.db, payment.id, { providerRef: checkout.providerRef });
  return { redirectUrl: checkout.url, paymentId: payment.id };
}
