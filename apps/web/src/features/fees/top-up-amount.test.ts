import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { amountForWire, normalizeAmountInput, topUpAmountError } from './top-up-amount.ts';

describe('top-up amount', () => {
  it('accepts pounds from the minimum to the maximum with up to two decimals', () => {
    for (const typed of [
      '0.30',
      '0.3',
      '10',
      '10.',
      '10.5',
      '10.50',
      '999.99',
      '1000',
      ' £25.00 ',
      '1,000.00',
    ]) {
      expect(topUpAmountError(typed), typed).toBeNull();
    }
  });

  it('refuses what is not an amount in pounds', () => {
    for (const typed of ['', '   ', 'abc', '-5', '1e3', '10,5', '10.5.0', '£']) {
      expect(topUpAmountError(typed), typed).toBe(MSG.amountInvalid);
    }
  });

  it('refuses three decimals, under the 0.30 minimum and over the maximum with the contract messages', () => {
    expect(topUpAmountError('10.005')).toBe(MSG.amountTwoDecimals);
    expect(topUpAmountError('0.001')).toBe(MSG.amountTwoDecimals);
    expect(topUpAmountError('0.29')).toBe(MSG.amountBelowMinimum);
    expect(topUpAmountError('0')).toBe(MSG.amountBelowMinimum);
    expect(topUpAmountError('.5')).toBeNull();
    expect(topUpAmountError('1000.01')).toBe(MSG.amountAboveMaximum);
  });

  it('drops the pound sign, spaces and thousands commas but keeps a decimal comma (refused later)', () => {
    expect(normalizeAmountInput(' £1,234.50 ')).toBe('1234.50');
    expect(normalizeAmountInput('10,5')).toBe('10,5');
  });

  it('sends two decimals', () => {
    expect(amountForWire('10')).toBe('10.00');
    expect(amountForWire('0.3')).toBe('0.30');
    expect(amountForWire('£1,000.5')).toBe('1000.50');
  });
});
