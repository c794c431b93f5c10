import { type AvailabilitySlot, bookingWindowProblem } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { presentSlot } from './presenter.ts';
import { findFreeSlotsFrom } from './repository.ts';
import { findSchedule } from './schedule-repository.ts';

/**
 * A tutor's free slots starting in [from, till), for a caller that has already decided the tutor may be seen
 * (the tutor profile's preview), within the tutor's minimum notice and booking horizon.
 */
export async function loadFreeSlots(
  ctx: AppContext,
  tutorId: number,
  range: { from: Date; till: Date },
): Promise<AvailabilitySlot[]> {
  const [rows, schedule] = await Promise.all([
    findFreeSlotsFrom(ctx.db, tutorId, range.from, range.till),
    findSchedule(ctx.db, tutorId),
  ]);
  const now = ctx.clock.now();
  return rows.filter((row) => !bookingWindowProblem(row.startingAt, now, schedule ?? null)).map(presentSlot);
}
