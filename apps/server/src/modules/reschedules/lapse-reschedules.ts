import type { AppContext } from '../../platform/context.ts';
import { lapseSpentReschedules } from './repository.ts';

/**
 * The job: open proposals whose original or proposed start has come, or whose session closed, lapse (one
 * statement; a second instance finds nothing left). Accepting one that is due but not yet lapsed is refused.
 */
export function lapseReschedules(ctx: AppContext): Promise<number> {
  return lapseSpentReschedules(ctx.db, ctx.clock.now());
}
