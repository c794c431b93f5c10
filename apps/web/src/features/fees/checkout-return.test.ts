import { describe, expect, it } from 'vitest';
import {
  checkoutResult,
  isSettledResult,
  parseCheckoutReturn,
  withoutCheckoutReturn,
} from './checkout-return.ts';

const params = (query: string) => new URLSearchParams(query);

describe('parseCheckoutReturn', () => {
  it('reads the outcome and the payment to ask about', () => {
    expect(parseCheckoutReturn(params('checkout=success&payment=p1'))).toEqual({
      outcome: 'success',
      paymentId: 'p1',
    });
    expect(parseCheckoutReturn(params('step=subscription&checkout=failed&payment=p2'))).toEqual({
      outcome: 'failed',
      paymentId: 'p2',
    });
    expect(parseCheckoutReturn(params('checkout=canceled'))).toEqual({
      outcome: 'canceled',
      paymentId: null,
    });
    expect(parseCheckoutReturn(params('checkout=cancelled&payment=%20'))).toEqual({
      outcome: 'canceled',
      paymentId: null,
    });
  });

  it('is null without a known outcome', () => {
    expect(parseCheckoutReturn(params(''))).toBeNull();
    expect(parseCheckoutReturn(params('payment=p1'))).toBeNull();
    expect(parseCheckoutReturn(params('checkout=maybe&payment=p1'))).toBeNull();
  });

  it('cleans only its own parameters', () => {
    expect(withoutCheckoutReturn(params('step=subscription&checkout=success&payment=p1')).toString()).toBe(
      'step=subscription',
    );
  });
});

describe('checkoutResult', () => {
  it('waits for the payment before saying anything', () => {
    expect(checkoutResult({ outcome: 'success' })).toBe('confirming');
    expect(checkoutResult({ outcome: 'canceled' })).toBe('confirming');
    expect(checkoutResult({ outcome: 'success', paymentStatus: 'open' })).toBe('confirming');
  });

  it("believes the payment's status over the redirect", () => {
    expect(checkoutResult({ outcome: 'success', paymentStatus: 'succeeded' })).toBe('succeeded');
    expect(checkoutResult({ outcome: 'canceled', paymentStatus: 'succeeded' })).toBe('succeeded');
    expect(checkoutResult({ outcome: 'success', paymentStatus: 'failed' })).toBe('failed');
    expect(checkoutResult({ outcome: 'failed', paymentStatus: 'expired' })).toBe('failed');
    expect(checkoutResult({ outcome: 'canceled', paymentStatus: 'expired' })).toBe('canceled');
  });

  it('reads a payment still open by the redirect: left, declined, or still confirming until the wait is over', () => {
    expect(checkoutResult({ outcome: 'canceled', paymentStatus: 'open' })).toBe('canceled');
    expect(checkoutResult({ outcome: 'failed', paymentStatus: 'open' })).toBe('failed');
    expect(checkoutResult({ outcome: 'success', paymentStatus: 'open', timedOut: true })).toBe('processing');
  });

  it('goes by the redirect when there is no payment to read, and says so when reading it failed', () => {
    expect(checkoutResult({ outcome: 'success', timedOut: true })).toBe('processing');
    expect(checkoutResult({ outcome: 'canceled', timedOut: true })).toBe('canceled');
    expect(checkoutResult({ outcome: 'success', loadFailed: true })).toBe('unknown');
  });

  it('settles on everything but confirming and processing', () => {
    expect(['succeeded', 'failed', 'canceled', 'unknown'].every((r) => isSettledResult(r as never))).toBe(
      true,
    );
    expect(isSettledResult('confirming')).toBe(false);
    expect(isSettledResult('processing')).toBe(false);
  });
});
