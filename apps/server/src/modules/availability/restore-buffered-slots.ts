import type { Tx } from '../../platform/db/client.ts';
import { freeSlots } from './free-time.ts';
import { findTeacher } from './repository.ts';
import { findBookedTimes, findSchedule, replaceScheduleSlots } from './schedule-repository.ts';

/**
 * A lesson that will not take place (cancelled, declined, expired, lapsed) gives back the weekly-hours slots its
 * buffer took out at booking: the schedule's free time within the buffer around it, clear of the other booked time
 * and its buffer, is written again in the caller's transaction. Nothing to do for a tutor without weekly hours or
 * a buffer; slots the tutor painted, and those past what the schedule has made so far, are left as they are.
 */
export async function restoreBufferedSlots(
  tx: Tx,
  tutorId: number,
  range: { start: Date; end: Date },
  now: Date,
): Promise<void> {
  // Read without a lock: the inserts below skip a slot that is there (or meets one) already, so a save or roll
  // of the hours running meanwhile is not waited on (and cannot deadlock with this transaction's slot locks).
  const schedule = await findSchedule(tx, tutorId);
  if (!schedule?.bufferMinutes || !schedule.materialisedUntil) return;
  const teacher = await findTeacher(tx, tutorId);
  if (!teacher) return;
  const bufferMs = schedule.bufferMinutes * 60_000;
  const from = new Date(Math.max(now.getTime(), range.start.getTime() - bufferMs));
  const till = new Date(Math.min(schedule.materialisedUntil.getTime(), range.end.getTime() + bufferMs));
  if (from >= till) return;
  const busy = await findBookedTimes(
    tx,
    tutorId,
    new Date(from.getTime() - bufferMs),
    new Date(till.getTime() + bufferMs),
  );
  const slots = freeSlots(schedule, teacher.timeZone, { from, till }, busy);
  await replaceScheduleSlots(tx, tutorId, from, slots, { keepOthers: true });
}

/** What a module that releases a lesson's time calls to give back its buffer (handed in at the composition root). */
export type RestoreBufferedSlots = typeof restoreBufferedSlots;
