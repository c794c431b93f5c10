import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { materialiseSchedule } from './materialise-schedule.ts';
import { findTeacher } from './repository.ts';
import { findSchedulesToRoll, lockSchedule } from './schedule-repository.ts';

/**
 * Scheduled daily: each tutor's weekly hours are written into slots for the days that came into their booking
 * horizon since the last run (one transaction per tutor, so one tutor's failure does not hold back the others).
 * Returns how many slots it added.
 */
export async function rollSchedules(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let added = 0;
  for (const { tutorId } of await findSchedulesToRoll(ctx.db, now)) {
    const teacher = await findTeacher(ctx.db, tutorId);
    if (!teacher) continue;
    added += await inTransaction(ctx.db, async (tx) => {
      const schedule = await lockSchedule(tx, tutorId);
      return schedule ? materialiseSchedule(tx, schedule, teacher.timeZone, now, 'roll') : 0;
    });
  }
  return added;
}
