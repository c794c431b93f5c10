import type { Tx } from '../../platform/db/client.ts';
import { freeSlots } from './free-time.ts';
import {
  findBookedTimes,
  replaceScheduleSlots,
  type ScheduleRow,
  setMaterialisedUntil,
} from './schedule-repository.ts';

const DAY_MS = 86_400_000;

/**
 * Writes the schedule's free slots into the tutor's availability, so booking, the calendar and search read one
 * table and the exclusion constraints keep guarding double booking. `remake`: the hours changed, so the future
 * schedule slots become exactly the new ones (from now); otherwise (the daily roll) only the days that came
 * into the horizon are added, and a slot the tutor removed by hand in the calendar stays removed.
 */
export async function materialiseSchedule(
  tx: Tx,
  schedule: ScheduleRow,
  timeZone: string,
  now: Date,
  mode: 'remake' | 'roll',
): Promise<number> {
  const till = new Date(now.getTime() + schedule.bookingHorizonDays * DAY_MS);
  const from =
    mode === 'roll' && schedule.materialisedUntil && schedule.materialisedUntil > now
      ? schedule.materialisedUntil
      : now;
  const bufferMs = schedule.bufferMinutes * 60_000;
  const busy = await findBookedTimes(
    tx,
    schedule.tutorId,
    new Date(from.getTime() - bufferMs),
    new Date(till.getTime() + bufferMs),
  );
  const slots = from < till ? freeSlots(schedule, timeZone, { from, till }, busy) : [];
  await replaceScheduleSlots(tx, schedule.tutorId, from, slots, { keepOthers: mode === 'roll' });
  await setMaterialisedUntil(tx, schedule.tutorId, till);
  return slots.length;
}
