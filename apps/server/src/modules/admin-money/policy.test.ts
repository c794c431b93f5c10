import type { AdjustmentBody } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import {
  adjustmentEntries,
  adjustmentKey,
  adjustmentPence,
  assertAdjustable,
  isSameAdjustment,
} from './policy.ts';

const credit: AdjustmentBody = { account: 'wallet', direction: 'credit', amount: 12.34, reason: 'Goodwill' };
const debit: AdjustmentBody = { account: 'earnings', direction: 'debit', amount: 0.1, reason: 'Paid twice' };

describe('adjustmentPence and adjustmentEntries', () => {
  it('signs the user’s entry by direction, in whole pence', () => {
    expect(adjustmentPence(credit)).toBe(1234);
    expect(adjustmentPence(debit)).toBe(-10);
    expect(adjustmentPence({ direction: 'credit', amount: 0.29 })).toBe(29);
  });

  it('balances the user’s account against the platform', () => {
    expect(adjustmentEntries(7, credit)).toEqual([
      { account: { kind: 'wallet', userId: 7 }, amountPence: 1234 },
      { account: { kind: 'platform' }, amountPence: -1234 },
    ]);
    const entries = adjustmentEntries(7, debit);
    expect(entries[0]).toEqual({ account: { kind: 'earnings', userId: 7 }, amountPence: -10 });
    expect(entries.reduce((sum, entry) => sum + entry.amountPence, 0)).toBe(0);
  });
});

describe('adjustmentKey', () => {
  it('scopes the caller’s key to the user, or uses a fresh one', () => {
    expect(adjustmentKey(7, 'abc', () => 'fresh')).toBe('admin-adjustment:7:abc');
    expect(adjustmentKey(8, 'abc', () => 'fresh')).toBe('admin-adjustment:8:abc');
    expect(adjustmentKey(7, undefined, () => 'fresh')).toBe('admin-adjustment:7:fresh');
  });
});

describe('assertAdjustable', () => {
  it('refuses admin accounts only', () => {
    expect(() => assertAdjustable({ role: 'admin' })).toThrow(AppError);
    expect(() => assertAdjustable({ role: 'admin' })).toThrow('adjustment_not_for_admins');
    expect(() => assertAdjustable({ role: 'student' })).not.toThrow();
    expect(() => assertAdjustable({ role: 'teacher' })).not.toThrow();
  });
});

describe('isSameAdjustment', () => {
  const recorded = {
    kind: 'adjustment',
    memo: 'Goodwill',
    entries: [{ account: 'wallet', amountPence: 1234 }],
  };

  it('is true for the same account, signed amount and reason', () => {
    expect(isSameAdjustment(recorded, credit)).toBe(true);
  });

  it('is false when anything differs', () => {
    expect(isSameAdjustment(recorded, { ...credit, amount: 12.35 })).toBe(false);
    expect(isSameAdjustment(recorded, { ...credit, direction: 'debit' })).toBe(false);
    expect(isSameAdjustment(recorded, { ...credit, account: 'earnings' })).toBe(false);
    expect(isSameAdjustment(recorded, { ...credit, reason: 'Other' })).toBe(false);
    expect(isSameAdjustment({ ...recorded, kind: 'top_up' }, credit)).toBe(false);
    expect(isSameAdjustment({ ...recorded, entries: [] }, credit)).toBe(false);
  });
});
