import { SANDBOX_BANK, SANDBOX_CARDS } from '@kru/contract';

export type CheckoutReturn = 'success' | 'failed' | 'canceled';

/** Back into Kru after checkout: the payer's return path with the outcome and the payment to look up. */
export function checkoutReturnUrl(returnPath: string, outcome: CheckoutReturn, paymentId: string): string {
  const separator = returnPath.includes('?') ? '&' : '?';
  return `${returnPath}${separator}checkout=${outcome}&payment=${encodeURIComponent(paymentId)}`;
}

/**
 * What the sandbox's test card does: the two paying cards succeed (one of them declines every renewal later);
 * the declined card, and any other number, is declined, as an unknown card would be at a real provider.
 */
export function sandboxCardOutcome(cardNumber: string): 'paid' | 'paid_renewals_declined' | 'declined' {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.succeeds) return 'paid';
  if (digits === SANDBOX_CARDS.renewalsDeclined) return 'paid_renewals_declined';
  return 'declined';
}

/** The sandbox's verification of bank details: its problem test account fails, anything else is verified. */
export function sandboxBankVerdict(accountNumber: string): 'verified' | 'problem' {
  return accountNumber === SANDBOX_BANK.problemAccountNumber ? 'problem' : 'verified';
}
