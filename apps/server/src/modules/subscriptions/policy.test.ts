import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import {
  billingPeriodEnd,
  cancellationKey,
  cancellationRefusal,
  intervalOf,
  isLive,
  isOnGracePeriod,
  mayResume,
  maySubscribe,
  overdueRenewalCutoff,
} from './policy.ts';

const at = (iso: string) => new Date(iso);

describe('billingPeriodEnd', () => {
  it('adds one calendar month, keeping the time of day', () => {
    expect(billingPeriodEnd(at('2025-03-15T10:20:30.400Z'), 'monthly')).toEqual(
      at('2025-04-15T10:20:30.400Z'),
    );
    expect(billingPeriodEnd(at('2025-12-05T00:00:00Z'), 'monthly')).toEqual(at('2026-01-05T00:00:00Z'));
  });

  it('clamps at the end of a shorter month', () => {
    expect(billingPeriodEnd(at('2025-01-31T09:00:00Z'), 'monthly')).toEqual(at('2025-02-28T09:00:00Z'));
    expect(billingPeriodEnd(at('2024-01-31T09:00:00Z'), 'monthly')).toEqual(at('2024-02-29T09:00:00Z'));
    expect(billingPeriodEnd(at('2025-03-31T09:00:00Z'), 'monthly')).toEqual(at('2025-04-30T09:00:00Z'));
    expect(billingPeriodEnd(at('2025-08-31T23:59:59Z'), 'monthly')).toEqual(at('2025-09-30T23:59:59Z'));
  });

  it('adds one calendar year, 29 February becoming 28 February', () => {
    expect(billingPeriodEnd(at('2025-06-01T12:00:00Z'), 'yearly')).toEqual(at('2026-06-01T12:00:00Z'));
    expect(billingPeriodEnd(at('2024-02-29T12:00:00Z'), 'yearly')).toEqual(at('2025-02-28T12:00:00Z'));
  });

  it('names the provider interval of each billing type', () => {
    expect(intervalOf('monthly')).toBe('month');
    expect(intervalOf('yearly')).toBe('year');
  });
});

describe('live and grace rules', () => {
  const endingAt = at('2025-05-01T00:00:00Z');
  const before = at('2025-04-30T23:59:59Z');
  const after = at('2025-05-01T00:00:00Z');

  it('an active subscription is live, even past its end while the renewal is on its way', () => {
    expect(isLive({ status: 'active', endingAt }, before)).toBe(true);
    expect(isLive({ status: 'active', endingAt }, after)).toBe(true);
    expect(isOnGracePeriod({ status: 'active', endingAt }, before)).toBe(false);
  });

  it('a canceled subscription is live and on its grace period until ending_at only', () => {
    expect(isLive({ status: 'canceled', endingAt }, before)).toBe(true);
    expect(isOnGracePeriod({ status: 'canceled', endingAt }, before)).toBe(true);
    expect(isLive({ status: 'canceled', endingAt }, after)).toBe(false);
    expect(isOnGracePeriod({ status: 'canceled', endingAt }, after)).toBe(false);
  });

  it('an expired subscription is never live', () => {
    expect(isLive({ status: 'expired', endingAt }, before)).toBe(false);
  });

  it('waits three days past the period end for a Stripe renewal', () => {
    expect(overdueRenewalCutoff(at('2025-05-04T00:00:00Z'))).toEqual(endingAt);
  });
});

describe('who may subscribe and cancel', () => {
  it('only students subscribe', () => {
    expect(maySubscribe({ role: 'student' })).toBe(true);
    expect(maySubscribe({ role: 'teacher' })).toBe(false);
    expect(maySubscribe({ role: 'admin' })).toBe(false);
  });

  it('only an active subscription can be canceled', () => {
    const endingAt = at('2025-05-01T00:00:00Z');
    expect(cancellationRefusal({ status: 'active', endingAt })).toBeNull();
    expect(cancellationRefusal({ status: 'canceled', endingAt })).toBe(MSG.subscriptionAlreadyCanceled);
    expect(cancellationRefusal({ status: 'expired', endingAt })).toBe(MSG.noActiveSubscription);
    expect(cancellationRefusal(undefined)).toBe(MSG.noActiveSubscription);
  });
});

describe('resuming', () => {
  const endingAt = at('2025-05-01T00:00:00Z');
  const before = at('2025-04-30T23:59:59Z');

  it('applies to a canceled subscription before its end, and (changing nothing) to an active one', () => {
    expect(mayResume({ status: 'canceled', endingAt }, before)).toBe(true);
    expect(mayResume({ status: 'active', endingAt }, before)).toBe(true);
    expect(mayResume({ status: 'canceled', endingAt }, endingAt)).toBe(false);
    expect(mayResume({ status: 'expired', endingAt }, before)).toBe(false);
    expect(mayResume(undefined, before)).toBe(false);
  });

  it("keys the provider's calls by cancellation, so a second cancellation is not a replay of the first", () => {
    const first = { id: 4, canceledAt: at('2025-04-02T10:00:00Z') };
    const second = { id: 4, canceledAt: at('2025-04-03T10:00:00Z') };
    expect(cancellationKey('cancel', first)).toBe(`cancel:4:${first.canceledAt.getTime()}`);
    expect(cancellationKey('resume', first)).toBe(`resume:4:${first.canceledAt.getTime()}`);
    expect(cancellationKey('cancel', second)).not.toBe(cancellationKey('cancel', first));
  });
});
