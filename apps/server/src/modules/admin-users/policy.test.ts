import { MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { accountState, assertMaySuspend, assertRestorable, assertSuspendable } from './policy.ts';

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('accountState', () => {
  const now = new Date();
  it('is suspended, active or unverified', () => {
    expect(accountState({ suspendedAt: now, emailVerifiedAt: now })).toBe('suspended');
    expect(accountState({ suspendedAt: null, emailVerifiedAt: now })).toBe('active');
    expect(accountState({ suspendedAt: null, emailVerifiedAt: null })).toBe('unverified');
  });
});

describe('suspension rules', () => {
  it('refuses suspending oneself', () => {
    expect(failure(() => assertMaySuspend(1, 1))).toMatchObject({
      code: 'CONFLICT',
      message: MSG.cannotSuspendSelf,
    });
    expect(() => assertMaySuspend(1, 2)).not.toThrow();
  });

  it('suspends only active accounts and restores only suspended ones', () => {
    expect(failure(() => assertSuspendable({ suspendedAt: new Date() })).message).toBe(
      MSG.userAlreadySuspended,
    );
    expect(() => assertSuspendable({ suspendedAt: null })).not.toThrow();
    expect(failure(() => assertRestorable({ suspendedAt: null })).message).toBe(MSG.userNotSuspended);
    expect(() => assertRestorable({ suspendedAt: new Date() })).not.toThrow();
  });
});
