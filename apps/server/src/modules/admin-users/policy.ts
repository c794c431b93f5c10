import { type AccountState, MSG } from '@kru/contract';
import { AppError } from '../../platform/errors.ts';

/** The state the console shows: suspended wins over everything, then whether the address was verified. */
export function accountState(user: { suspendedAt: Date | null; emailVerifiedAt: Date | null }): AccountState {
  if (user.suspendedAt) return 'suspended';
  return user.emailVerifiedAt ? 'active' : 'unverified';
}

/** An admin suspends other accounts, never their own (they would lock themselves out mid-task). */
export function assertMaySuspend(adminId: number, userId: number): void {
  if (adminId === userId) throw AppError.conflict(MSG.cannotSuspendSelf);
}

export function assertSuspendable(user: { suspendedAt: Date | null }): void {
  if (user.suspendedAt) throw AppError.conflict(MSG.userAlreadySuspended);
}

export function assertRestorable(user: { suspendedAt: Date | null }): void {
  if (!user.suspendedAt) throw AppError.conflict(MSG.userNotSuspended);
}
