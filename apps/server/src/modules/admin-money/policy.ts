import { type AdjustmentBody, MSG, poundsToPence } from '@kru/contract';
import { AppError } from '../../platform/errors.ts';
import type { EntryInput } from '../ledger/index.ts';

/** Admin accounts hold no money: there is nothing of theirs to adjust. */
export function assertAdjustable(user: { role: string }): void {
  if (user.role === 'admin') throw new AppError('VALIDATION_FAILED', MSG.adjustmentNotForAdmins);
}

/**
 * The ledger key of an adjustment: the caller's `Idempotency-Key` scoped to the user (so one key can never
 * answer with another user's movement), else a fresh one.
 */
export function adjustmentKey(userId: number, requestKey: string | undefined, fresh: () => string): string {
  return `admin-adjustment:${userId}:${requestKey ?? fresh()}`;
}

/** The user's signed entry: a credit raises the account, a debit lowers it. */
export function adjustmentPence(input: Pick<AdjustmentBody, 'direction' | 'amount'>): number {
  const pence = poundsToPence(input.amount);
  return input.direction === 'credit' ? pence : -pence;
}

/** The platform's own account pays for a credit and takes back a debit: the entries sum to zero. */
export function adjustmentEntries(userId: number, input: AdjustmentBody): EntryInput[] {
  const pence = adjustmentPence(input);
  return [
    { account: { kind: input.account, userId }, amountPence: pence },
    { account: { kind: 'platform' }, amountPence: -pence },
  ];
}

/**
 * Whether an adjustment already recorded under the request's key is the one asked for now; a key reused for
 * another adjustment is refused rather than silently answering the first one.
 */
export function isSameAdjustment(
  recorded: { kind: string; memo: string | null; entries: Array<{ account: string; amountPence: number }> },
  input: AdjustmentBody,
): boolean {
  const [entry, ...others] = recorded.entries;
  return (
    recorded.kind === 'adjustment' &&
    recorded.memo === input.reason &&
    others.length === 0 &&
    entry?.account === input.account &&
    entry.amountPence === adjustmentPence(input)
  );
}
