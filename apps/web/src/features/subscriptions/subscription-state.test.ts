import { describe, expect, it } from 'vitest';
import {
  isCurrentSubscription,
  subscriptionPhase,
  subscriptionPhaseView,
  yearlySaving,
} from './subscription-state.ts';

const active = { status: 'active' as const, canceledAt: null, onGracePeriod: false };

describe('subscription phase', () => {
  it('renews while active and not cancelled', () => {
    expect(subscriptionPhase(active)).toBe('renewing');
    expect(subscriptionPhaseView('renewing')).toEqual({
      labelKey: 'subscriptions.phase.renewing',
      color: 'teal',
    });
  });

  it('is in its grace period once cancelled, until it expires', () => {
    expect(
      subscriptionPhase({ status: 'canceled', canceledAt: '2026-05-01T10:00:00Z', onGracePeriod: true }),
    ).toBe('gracePeriod');
    expect(subscriptionPhase({ ...active, canceledAt: '2026-05-01T10:00:00Z' })).toBe('gracePeriod');
    expect(subscriptionPhase({ ...active, onGracePeriod: true })).toBe('gracePeriod');
    expect(
      subscriptionPhase({ status: 'expired', canceledAt: '2026-05-01T10:00:00Z', onGracePeriod: false }),
    ).toBe('expired');
  });

  it('counts only one that still gives access as current', () => {
    expect(isCurrentSubscription(null)).toBe(false);
    expect(isCurrentSubscription(undefined)).toBe(false);
    expect(isCurrentSubscription(active)).toBe(true);
    expect(isCurrentSubscription({ status: 'canceled', canceledAt: 'x', onGracePeriod: true })).toBe(true);
    expect(isCurrentSubscription({ status: 'expired', canceledAt: null, onGracePeriod: false })).toBe(false);
  });
});

describe('yearlySaving', () => {
  const plan = (monthly: number, yearly: number) => ({
    prices: [
      { type: 'monthly' as const, priceId: 'm', price: monthly },
      { type: 'yearly' as const, priceId: 'y', price: yearly },
    ],
  });

  it('is the whole percent a year saves over twelve months', () => {
    expect(yearlySaving(plan(10, 100))).toBe(17);
    expect(yearlySaving(plan(10, 120))).toBe(0);
    expect(yearlySaving(plan(10, 130))).toBe(0);
    expect(yearlySaving({ prices: [{ type: 'monthly', priceId: 'm', price: 10 }] })).toBe(0);
  });
});
