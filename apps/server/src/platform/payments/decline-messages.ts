import { type MessageKey, MSG } from '@kru/contract';

/**
 * What a payer reads for each reason a provider gives for a failed card payment: Stripe's `decline_code` and
 * `code` values, the sandbox's, and the reasons Kru records itself. The one place that maps them: anything not
 * listed reads the generic message, and a raw code is never shown. A lost, stolen or fraud-flagged card reads
 * the generic message, as Stripe advises (the payer is not told what the bank suspects).
 */
const DECLINE_MESSAGES: Record<string, MessageKey> = {
  card_declined: MSG.declineCardDeclined,
  generic_decline: MSG.declineCardDeclined,
  do_not_honor: MSG.declineCardDeclined,
  do_not_try_again: MSG.declineCardDeclined,
  call_issuer: MSG.declineCardDeclined,
  not_permitted: MSG.declineCardDeclined,
  restricted_card: MSG.declineCardDeclined,
  card_not_supported: MSG.declineCardDeclined,
  currency_not_supported: MSG.declineCardDeclined,
  transaction_not_allowed: MSG.declineCardDeclined,
  service_not_allowed: MSG.declineCardDeclined,
  card_decline_rate_limit_exceeded: MSG.declineCardDeclined,
  insufficient_funds: MSG.declineInsufficientFunds,
  card_velocity_exceeded: MSG.declineInsufficientFunds,
  withdrawal_count_limit_exceeded: MSG.declineInsufficientFunds,
  expired_card: MSG.declineExpiredCard,
  incorrect_cvc: MSG.declineIncorrectCvc,
  invalid_cvc: MSG.declineIncorrectCvc,
  // A mistyped number reads as the sandbox's field error for one.
  incorrect_number: MSG.cardNumberInvalid,
  invalid_number: MSG.cardNumberInvalid,
  processing_error: MSG.declineProcessingError,
  issuer_not_available: MSG.declineProcessingError,
  reenter_transaction: MSG.declineProcessingError,
  try_again_later: MSG.declineProcessingError,
  authentication_required: MSG.declineAuthenticationRequired,
  payment_intent_authentication_failure: MSG.declineAuthenticationRequired,
};

/** The message for a failed payment's recorded reason (null when it did not fail). */
export function declineMessage(reason: string | null): MessageKey | null {
  if (reason === null) return null;
  return DECLINE_MESSAGES[reason] ?? MSG.declineGeneric;
}

/** What Stripe says of a failed charge: a card error's body, or a PaymentIntent's `last_payment_error`. */
export interface StripePaymentError {
  code?: string | null;
  decline_code?: string | null;
}

/**
 * The reason to record for a Stripe card failure: the bank's `decline_code` when Stripe gives one (a
 * `card_declined` says why only there), else Stripe's own `code` (`expired_card`, `incorrect_cvc`,
 * `processing_error`, ...); `card_declined` when it says neither.
 */
export function stripeDeclineReason(error: StripePaymentError | null | undefined): string {
  return error?.decline_code || error?.code || 'card_declined';
}
