import { MSG, SESSION_RULES } from '@kru/contract';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { unpaidHoldRefusal } from './policy.ts';
import { findUnpaidHoldFacts, lockStudentForHolds } from './unpaid-holds-repository.ts';

/**
 * Inside the booking's transaction, before a `payment_pending` request is recorded: a student with an empty
 * wallet must not hold tutors' time without limit. Refuses (409) a third unpaid hold at once, and (429 with
 * Retry-After) any unpaid hold during the cooldown after repeated lapses. The student's row is locked first, so
 * two bookings at the same moment cannot both pass the count.
 */
export async function assertMayHoldUnpaid(tx: Tx, studentId: number, now: Date) {
  await lockStudentForHolds(tx, studentId);
  const since = new Date(now.getTime() - SESSION_RULES.holdLapseWindowMinutes * 60_000);
  const { openHolds, lapses } = await findUnpaidHoldFacts(tx, studentId, now, since);
  const refusal = unpaidHoldRefusal(openHolds, lapses, now);
  if (!refusal) return;
  if (refusal.kind === 'limit') {
    throw new AppError('CONFLICT', MSG.unpaidHoldsLimit, {}, { max: SESSION_RULES.maxUnpaidHolds });
  }
  const seconds = Math.ceil((refusal.until.getTime() - now.getTime()) / 1000);
  throw new AppError(
    'RATE_LIMITED',
    MSG.unpaidHoldsCooldown,
    {},
    { minutes: Math.ceil(seconds / 60) },
    { 'retry-after': String(seconds) },
  );
}
