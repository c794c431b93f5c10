import { describe, expect, it } from 'vitest';
import { balanceAfter, payoutStatusFrom } from './money-display.ts';

describe('balanceAfter', () => {
  it('adds a credit and takes away a debit, in whole pence', () => {
    expect(balanceAfter(10, 'credit', '2.5')).toBe(12.5);
    expect(balanceAfter(0.1, 'credit', '0.2')).toBe(0.3);
    expect(balanceAfter(10, 'debit', ' 10.00 ')).toBe(0);
    expect(balanceAfter(10, 'debit', '10.01')).toBe(-0.01);
  });

  it('is null until the amount is a positive number', () => {
    for (const text of ['', '  ', 'ten', '0', '-5', 'Infinity'])
      expect(balanceAfter(10, 'credit', text)).toBeNull();
  });
});

describe('payoutStatusFrom', () => {
  it('keeps a known status and drops anything else', () => {
    expect(payoutStatusFrom('failed')).toBe('failed');
    expect(payoutStatusFrom('lost')).toBeNull();
    expect(payoutStatusFrom(null)).toBeNull();
  });
});
