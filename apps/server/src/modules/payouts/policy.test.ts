import { MSG, SANDBOX_BANK } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  announcesAccountChange,
  formatSortCode,
  isPayoutId,
  mayUsePayouts,
  payoutExpectedBy,
  sandboxPayoutOutcome,
  ukDate,
  withdrawalRefusal,
} from './policy.ts';

describe('addWorkingDays', () => {
  it('skips Saturdays and Sundays', () => {
    // 2025-06-02 is a Monday: 7 working days on is Wednesday of the next week.
    expect(addWorkingDays('2025-06-02', 7)).toBe('2025-06-11');
    // From a Friday: Monday is the first working day.
    expect(addWorkingDays('2025-06-06', 1)).toBe('2025-06-09');
    expect(addWorkingDays('2025-06-06', 7)).toBe('2025-06-17');
  });

  it('counts from a weekend day as from the Friday before', () => {
    expect(addWorkingDays('2025-06-07', 7)).toBe('2025-06-17');
    expect(addWorkingDays('2025-06-08', 7)).toBe('2025-06-17');
  });

  it('crosses months and years', () => {
    expect(addWorkingDays('2025-12-29', 7)).toBe('2026-01-07');
    expect(addWorkingDays('2024-02-27', 3)).toBe('2024-03-01');
  });

  it('never lands on a weekend', () => {
    for (let day = 1; day <= 28; day++) {
      const date = `2025-02-${String(day).padStart(2, '0')}`;
      const weekday = new Date(`${addWorkingDays(date, 7)}T00:00:00Z`).getUTCDay();
      expect([0, 6]).not.toContain(weekday);
    }
  });
});

describe('payoutExpectedBy', () => {
  it('counts from the UK date of the request', () => {
    // 23:30 UTC on Sunday 29 June 2025 is already Monday 30 June in London (summer time).
    expect(ukDate(new Date('2025-06-29T23:30:00Z'))).toBe('2025-06-30');
    expect(payoutExpectedBy(new Date('2025-06-29T23:30:00Z'))).toBe('2025-07-09');
    expect(payoutExpectedBy(new Date('2025-01-06T10:00:00Z'))).toBe('2025-01-15');
  });
});

describe('who may withdraw', () => {
  it('is for tutors only', () => {
    expect(mayUsePayouts({ role: 'teacher' })).toBe(true);
    expect(mayUsePayouts({ role: 'student' })).toBe(false);
    expect(mayUsePayouts({ role: 'admin' })).toBe(false);
  });

  it('needs a verified account; a problem is named as such', () => {
    expect(withdrawalRefusal('verified', true)).toBeNull();
    expect(withdrawalRefusal('verified', false)).toBe(MSG.payoutAccountNotVerified);
    expect(withdrawalRefusal('problem', true)).toBe(MSG.payoutAccountProblem);
    expect(withdrawalRefusal('pending', true)).toBe(MSG.payoutAccountNotVerified);
    expect(withdrawalRefusal('incomplete', false)).toBe(MSG.payoutAccountNotVerified);
  });

  it('tells the tutor when the account becomes verified or shows a problem', () => {
    expect(announcesAccountChange('pending', 'verified')).toBe(true);
    expect(announcesAccountChange('verified', 'problem')).toBe(true);
    expect(announcesAccountChange('incomplete', 'pending')).toBe(false);
    expect(announcesAccountChange('verified', 'verified')).toBe(false);
  });
});

describe('bank details', () => {
  it("decides the sandbox's payout outcome by its failing test account", () => {
    expect(sandboxPayoutOutcome(SANDBOX_BANK.failingPayoutAccountNumber)).toBe('fail');
    expect(sandboxPayoutOutcome('12345678')).toBe('pay');
  });

  it('writes sort codes as UK banks do', () => {
    expect(formatSortCode('112233')).toBe('11-22-33');
    expect(formatSortCode(null)).toBeNull();
  });

  it('recognises our payout ids', () => {
    expect(isPayoutId('6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isPayoutId('po_123')).toBe(false);
  });
});
