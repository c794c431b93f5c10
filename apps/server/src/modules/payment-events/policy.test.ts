import { SANDBOX_BANK, SANDBOX_CARDS } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { checkoutReturnUrl, sandboxBankVerdict, sandboxCardOutcome } from './policy.ts';

describe('checkoutReturnUrl', () => {
  it('adds the outcome and the payment to the return path', () => {
    expect(checkoutReturnUrl('/fees', 'success', 'p-1')).toBe('/fees?checkout=success&payment=p-1');
  });

  it('appends to a path that already has a query', () => {
    expect(checkoutReturnUrl('/courses/subscribe?plan=plus', 'canceled', 'p-2')).toBe(
      '/courses/subscribe?plan=plus&checkout=canceled&payment=p-2',
    );
  });
});

describe('sandboxCardOutcome', () => {
  it('pays with the two paying test cards, spaces allowed', () => {
    expect(sandboxCardOutcome(SANDBOX_CARDS.succeeds)).toBe('paid');
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toBe('paid');
    expect(sandboxCardOutcome(SANDBOX_CARDS.renewalsDeclined)).toBe('paid_renewals_declined');
  });

  it('declines the declined card and any other number', () => {
    expect(sandboxCardOutcome(SANDBOX_CARDS.declined)).toBe('declined');
    expect(sandboxCardOutcome('5555555555554444')).toBe('declined');
    expect(sandboxCardOutcome('')).toBe('declined');
  });
});

describe('sandboxBankVerdict', () => {
  it('finds a problem only with the problem test account', () => {
    expect(sandboxBankVerdict(SANDBOX_BANK.problemAccountNumber)).toBe('problem');
    expect(sandboxBankVerdict(SANDBOX_BANK.failingPayoutAccountNumber)).toBe('verified');
    expect(sandboxBankVerdict('12345678')).toBe('verified');
  });
});
