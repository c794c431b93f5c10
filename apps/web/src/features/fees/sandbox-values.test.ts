import { SANDBOX_BANK, SANDBOX_CARDS, sandboxConnectBody } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { cardNumberForWire, groupCardNumber, TEST_ACCOUNT_NUMBERS } from './sandbox-values.ts';

describe('sandbox test values', () => {
  it('groups a card number by four and reads it back as digits', () => {
    expect(groupCardNumber(SANDBOX_CARDS.succeeds)).toBe('4242 4242 4242 4242');
    expect(cardNumberForWire('4242 4242-4242 4242')).toBe(SANDBOX_CARDS.succeeds);
  });

  it('lists account numbers the bank form accepts, with the two special ones', () => {
    const numbers = TEST_ACCOUNT_NUMBERS.map((item) => item.value);
    expect(numbers).toContain(SANDBOX_BANK.problemAccountNumber);
    expect(numbers).toContain(SANDBOX_BANK.failingPayoutAccountNumber);
    for (const account_number of numbers) {
      expect(
        sandboxConnectBody.safeParse({ account_holder: 'Ada', sort_code: '12-34-56', account_number })
          .success,
      ).toBe(true);
    }
  });
});
