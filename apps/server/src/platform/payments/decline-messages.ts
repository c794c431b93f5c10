import { type MessageKey, MSG } from '@kru/contract';

/**
 * What a payer reads for each reason a provider gives for a failed card payment: Stripe's `decline_code` and
 * `code` values, the sandbox's, and the reasons Kru records itself. The one place that maps them: anything not
 * listed reads the generic message, and a raw code is never shown.
 */
const DECLINE_MESSAGES: Record<string, MessageKey> = {
  card_declined: MSG.declineCardDeclined,
  generic_decline: MSG.declineCardDeclined,
  do_not_honor: MSG.declineCardDeclined,
  fraudulent: MSG.declineCardDeclined,
  lost_card: MSG.declineCardDeclined,
  stolen_card: MSG.declineCardDeclined,
  pickup_card: MSG.declineCardDeclined,
  restricted_card: MSG.declineCardDeclined,
  card_not_supported: MSG.declineCardDeclined,
  transaction_not_allowed: MSG.declineCardDeclined,
  insufficient_funds: MSG.declineInsufficientFunds,
  card_velocity_exceeded: MSG.declineInsufficientFunds,
  expired_card: MSG.declineExpiredCard,
  incorrect_cvc: MSG.declineIncorrectCvc,
  invalid_cvc: MSG.declineIncorrectCvc,
  processing_error: MSG.declineProcessingError,
  try_again_later: MSG.declineProcessingError,
};

/** The message for a failed payment's recorded reason (null when it did not fail). */
export function declineMessage(reason: string | null): MessageKey | null {
  if (reason === null) return null;
  return DECLINE_MESSAGES[reason] ?? MSG.declineGeneric;
}
