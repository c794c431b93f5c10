import type { PaymentStatus } from '@kru/contract';

/** What the provider said when it sent the payer back (`?checkout=`). */
export const CHECKOUT_OUTCOMES = ['success', 'failed', 'canceled'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

export interface CheckoutReturn {
  outcome: CheckoutOutcome;
  /** `?payment=`: the payment to ask about; null when the provider did not say. */
  paymentId: string | null;
}

const CHECKOUT_PARAM = 'checkout';
const PAYMENT_PARAM = 'payment';

/** The return from a checkout in a page's query string (`?checkout=success&payment=pay_1`), or null. */
export function parseCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const raw = params.get(CHECKOUT_PARAM);
  const outcome = raw === 'cancelled' ? 'canceled' : raw;
  if (!(CHECKOUT_OUTCOMES as readonly (string | null)[]).includes(outcome)) return null;
  const paymentId = params.get(PAYMENT_PARAM)?.trim() || null;
  return { outcome: outcome as CheckoutOutcome, paymentId };
}

/** The query string without the checkout's answer (the page's own parameters, like `?step=`, stay). */
export function withoutCheckoutReturn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CHECKOUT_PARAM);
  next.delete(PAYMENT_PARAM);
  return next;
}

/**
 * What the page tells the payer: `confirming` while the payment is still open and being asked about,
 * `processing` when it stayed open too long to wait for, `unknown` when it could not be read.
 */
export type CheckoutResult = 'confirming' | 'succeeded' | 'failed' | 'canceled' | 'processing' | 'unknown';

export interface CheckoutState {
  outcome: CheckoutOutcome;
  /** The payment's status as last read; undefined before the first answer or without a payment id. */
  paymentStatus?: PaymentStatus;
  loadFailed?: boolean;
  /** Waited long enough for an open payment. */
  timedOut?: boolean;
}

/**
 * The payment's own status decides (a redirect can arrive before the provider's confirmation, or be typed by
 * hand); the redirect only says how to read a payment that is still open once it has been read: the payer left
 * (canceled) or was declined (failed), or the confirmation is on its way (success). Without a payment id to
 * read, pass `timedOut`.
 */
export function checkoutResult({
  outcome,
  paymentStatus,
  loadFailed,
  timedOut,
}: CheckoutState): CheckoutResult {
  if (paymentStatus === 'succeeded') return 'succeeded';
  if (paymentStatus === 'failed' || paymentStatus === 'expired') {
    return outcome === 'canceled' ? 'canceled' : 'failed';
  }
  if (loadFailed) return 'unknown';
  if (paymentStatus === undefined && !timedOut) return 'confirming';
  if (outcome === 'canceled') return 'canceled';
  if (outcome === 'failed') return 'failed';
  return timedOut ? 'processing' : 'confirming';
}

/** A result that will not change any more: the query string can be cleaned and the balance read again. */
export function isSettledResult(result: CheckoutResult): boolean {
  return result !== 'confirming' && result !== 'processing';
}
