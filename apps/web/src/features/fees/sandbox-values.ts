import { SANDBOX_BANK } from '@kru/contract';

/** A card number in groups of four, as printed on a card: `4242 4242 4242 4242`. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A typed card number as the sandbox reads it: digits only. */
export function cardNumberForWire(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The sandbox's test bank account numbers and what each leads to (`any` stands for every other number). */
export const TEST_ACCOUNT_NUMBERS = [
  { value: '12345678', outcome: 'verified' },
  { value: SANDBOX_BANK.problemAccountNumber, outcome: 'problem' },
  { value: SANDBOX_BANK.failingPayoutAccountNumber, outcome: 'payoutFails' },
] as const;
