import type { AvailabilitySlot } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { presentSlot } from './presenter.ts';
import { findFreeSlotsFrom } from './repository.ts';

/**
 * A tutor's free slots starting in [from, till), for a caller that has already decided the tutor may be seen
 * (the tutor profile's preview).
 */
export async function loadFreeSlots(
  ctx: AppContext,
  tutorId: number,
  range: { from: Date; till: Date },
): Promise<AvailabilitySlot[]> {
  const rows = await findFreeSlotsFrom(ctx.db, tutorId, range.from, range.till);
  return rows.map(presentSlot);
}
