import type { AppContext } from '../../platform/context.ts';
import { refreshPassedNextFree } from './next-free-repository.ts';

/**
 * Scheduled: tutors whose stored next free slot has started get their next one, so the search's order (by the
 * stored value) does not put them first for a slot nobody can book.
 */
export function refreshNextFreeSlots(ctx: AppContext): Promise<number> {
  return refreshPassedNextFree(ctx.db, ctx.clock.now());
}
