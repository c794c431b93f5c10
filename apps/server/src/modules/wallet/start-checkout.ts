import type { AppContext } from '../../platform/context.ts';

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

/** Opens a payment and a checkout at the provider; answers where to send the payer. */
export async function startCheckout(
  _ctx: AppContext,
  _input: StartCheckoutInput,
): Promise<{ redirectUrl: string; paymentId: string }> {
  throw new Error('startCheckout: not built yet');
}
