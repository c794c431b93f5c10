import { LIMITS, MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/auth/secrets.ts';
import {
  codeHash,
  codeProblem,
  quotaWaitSeconds,
  quotaWindowStart,
  resendWaitSeconds,
  resetLink,
  wrongCodeMessage,
} from './policy.ts';

const now = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const open = { usedAt: null, voidedAt: null, attempts: 0, expiresAt: later(600) };

describe('codeHash', () => {
  it('binds the code to its request key', () => {
    expect(codeHash('key', '12345')).toBe(sha256('key:12345'));
    expect(codeHash('other', '12345')).not.toBe(codeHash('key', '12345'));
  });
});

describe('codeProblem', () => {
  it('lets an open code be tried', () => {
    expect(codeProblem(open, now)).toBeNull();
  });

  it('names why a code cannot be tried', () => {
    expect(codeProblem({ ...open, usedAt: now }, now)).toBe(MSG.codeInvalid);
    expect(codeProblem({ ...open, voidedAt: now }, now)).toBe(MSG.codeInvalid);
    expect(codeProblem({ ...open, attempts: LIMITS.verificationCodeMaxAttempts }, now)).toBe(MSG.codeLocked);
    expect(codeProblem({ ...open, expiresAt: now }, now)).toBe(MSG.codeExpired);
  });

  it('reports a lock before an expiry', () => {
    expect(codeProblem({ ...open, attempts: 5, expiresAt: later(-1) }, now)).toBe(MSG.codeLocked);
  });
});

describe('wrongCodeMessage', () => {
  it('locks on the last allowed wrong guess', () => {
    expect(wrongCodeMessage(1)).toBe(MSG.codeInvalid);
    expect(wrongCodeMessage(LIMITS.verificationCodeMaxAttempts - 1)).toBe(MSG.codeInvalid);
    expect(wrongCodeMessage(LIMITS.verificationCodeMaxAttempts)).toBe(MSG.codeLocked);
  });
});

describe('resendWaitSeconds', () => {
  it('asks to wait out the minute after the last code', () => {
    expect(resendWaitSeconds(undefined, now)).toBe(0);
    expect(resendWaitSeconds(now, now)).toBe(60);
    expect(resendWaitSeconds(later(-59.5), now)).toBe(1);
    expect(resendWaitSeconds(later(-60), now)).toBe(0);
  });
});

describe('quotaWaitSeconds', () => {
  it('allows up to the hourly quota', () => {
    expect(quotaWaitSeconds({ count: 0, oldest: null }, now)).toBe(0);
    expect(quotaWaitSeconds({ count: LIMITS.verificationCodesPerHour - 1, oldest: later(-10) }, now)).toBe(0);
  });

  it('waits until the oldest code of the hour leaves the window', () => {
    expect(quotaWaitSeconds({ count: LIMITS.verificationCodesPerHour, oldest: later(-600) }, now)).toBe(3000);
    expect(quotaWindowStart(now)).toEqual(later(-3600));
  });
});

describe('resetLink', () => {
  it('points at the web reset page with the token and the address encoded', () => {
    const link = new URL(resetLink('https://kru.example', 'a+b/c', 'me+1@example.com'));
    expect(link.pathname).toBe('/auth/reset-password');
    expect(link.searchParams.get('token')).toBe('a+b/c');
    expect(link.searchParams.get('email')).toBe('me+1@example.com');
  });
});
