import { type MessageKey, MSG, topUpQuery } from '@kru/contract';

/** Plain pounds, as a person may type them: `10`, `10.`, `10.5`, `.50`. */
const POUNDS = /^(\d+(\.\d*)?|\.\d+)$/;

/** What a person typed as pounds (`£1,000.50 `) as plain digits: the symbol, spaces and thousands commas go. */
export function normalizeAmountInput(raw: string): string {
  return raw.replace(/[£\s]/g, '').replace(/,(?=\d{3}(?!\d))/g, '');
}

/**
 * The contract's first complaint about a typed top-up amount (a message key: not a number, more than two
 * decimals, under the minimum, over the maximum), or null when it may be sent.
 */
export function topUpAmountError(raw: string): MessageKey | null {
  const text = normalizeAmountInput(raw);
  if (!POUNDS.test(text)) return MSG.amountInvalid;
  const result = topUpQuery.shape.amount.safeParse(text);
  if (result.success) return null;
  return (result.error.issues[0]?.message as MessageKey | undefined) ?? MSG.amountInvalid;
}

/** A valid typed amount as `?amount=` carries it: pounds with two decimals (`10.50`). */
export function amountForWire(raw: string): string {
  return Number(normalizeAmountInput(raw)).toFixed(2);
}
