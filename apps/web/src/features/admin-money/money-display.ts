import { PAYOUT_STATUSES, type PayoutStatus } from '@kru/contract';

/**
 * The balance an adjustment would leave, in pounds, counted in whole pence (so 0.1 + 0.2 is 0.3); null while the
 * amount typed is not a positive number yet.
 */
export function balanceAfter(
  currentPounds: number,
  direction: 'credit' | 'debit',
  amountText: string,
): number | null {
  const text = amountText.trim();
  const amount = Number(text);
  if (!text || !Number.isFinite(amount) || amount <= 0) return null;
  const change = Math.round(amount * 100) * (direction === 'credit' ? 1 : -1);
  return (Math.round(currentPounds * 100) + change) / 100;
}

/** The payouts list's status filter from the address (null: every status). */
export function payoutStatusFrom(value: string | null): PayoutStatus | null {
  return (PAYOUT_STATUSES as readonly string[]).includes(value ?? '') ? (value as PayoutStatus) : null;
}
