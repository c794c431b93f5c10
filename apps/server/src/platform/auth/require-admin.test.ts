import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { requireAdmin } from './require-admin.ts';

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('requireAdmin', () => {
  it('answers the admin it was given', () => {
    const admin = { role: 'admin' as const, userId: 1 };
    expect(requireAdmin(admin)).toBe(admin);
  });

  it('is a 401 without an actor', () => {
    expect(failure(() => requireAdmin(null)).code).toBe('UNAUTHENTICATED');
    expect(failure(() => requireAdmin(undefined)).code).toBe('UNAUTHENTICATED');
  });

  it('is a 403 for students and tutors', () => {
    expect(failure(() => requireAdmin({ role: 'student' })).code).toBe('FORBIDDEN');
    expect(failure(() => requireAdmin({ role: 'teacher' })).code).toBe('FORBIDDEN');
  });
});
