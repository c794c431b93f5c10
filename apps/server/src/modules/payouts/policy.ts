import {
  type ConnectAccountStatus,
  isTutor,
  LIMITS,
  type MessageKey,
  MSG,
  SANDBOX_BANK,
} from '@kru/contract';

/** Spec section 6: tutors (who are also the course creators) are paid, and withdraw their earnings. */
export function mayUsePayouts(actor: { role: string }): boolean {
  return isTutor(actor);
}

/** Why a withdrawal is refused with this payout account state, or null when it may go ahead (verified only). */
export function withdrawalRefusal(status: ConnectAccountStatus, hasAccount: boolean): MessageKey | null {
  if (status === 'problem') return MSG.payoutAccountProblem;
  if (status !== 'verified' || !hasAccount) return MSG.payoutAccountNotVerified;
  return null;
}

/** Whether the tutor is told about this change of the payout account's state (spec: problems must be fixed). */
export function announcesAccountChange(before: ConnectAccountStatus, after: ConnectAccountStatus): boolean {
  return before !== after && (after === 'verified' || after === 'problem');
}

const WEEKEND = new Set([0, 6]);

/**
 * The date `workingDays` working days after `date` (YYYY-MM-DD): Saturdays and Sundays are skipped. Bank
 * holidays are not counted, so the real arrival can be a day or two later around them.
 */
export function addWorkingDays(date: string, workingDays: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (!WEEKEND.has(day.getUTCDay())) left--;
  }
  return day.toISOString().slice(0, 10);
}

/** The calendar date in the UK (where the banks are) at `at`. */
export function ukDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
}

/** Spec section 9: a withdrawal arrives within 7 working days of the request. */
export function payoutExpectedBy(requestedAt: Date): string {
  return addWorkingDays(ukDate(requestedAt), LIMITS.payoutWorkingDays);
}

/** What the sandbox does with payouts to these bank details: its failing test account fails them. */
export function sandboxPayoutOutcome(accountNumber: string): 'pay' | 'fail' {
  return accountNumber === SANDBOX_BANK.failingPayoutAccountNumber ? 'fail' : 'pay';
}

/** `112233` -> `11-22-33`, as UK sort codes are written. */
export function formatSortCode(sortCode: string | null): string | null {
  if (!sortCode || !/^\d{6}$/.test(sortCode)) return sortCode;
  return `${sortCode.slice(0, 2)}-${sortCode.slice(2, 4)}-${sortCode.slice(4)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a provider's payout id can be one of ours (anything else is an unknown payout, ignored). */
export function isPayoutId(value: string): boolean {
  return UUID.test(value);
}
