import {
  MSG,
  mergeIntoBlocks,
  SCHEDULE_LIMITS,
  type ScheduleBody,
  type SchedulePreview,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { freeSlots } from './free-time.ts';
import { mayReadSchedule } from './policy.ts';
import { findTeacher } from './repository.ts';
import { findBookedTimes } from './schedule-repository.ts';

const DAY_MS = 86_400_000;

/**
 * `POST /availability-schedule/preview`: the free time unsaved hours would give students over the next two
 * weeks (from the minimum notice on, within the horizon, booked time and its buffer taken out). Saves nothing.
 */
export async function previewSchedule(
  ctx: AppContext,
  actor: Actor,
  body: ScheduleBody,
): Promise<SchedulePreview> {
  const teacher = await findTeacher(ctx.db, actor.userId);
  if (!teacher) throw AppError.unauthenticated();
  if (!mayReadSchedule(teacher)) throw AppError.forbidden(MSG.tutorOnly);
  const now = ctx.clock.now().getTime();
  const from = new Date(now + body.min_notice_hours * 3_600_000);
  const till = new Date(now + Math.min(body.booking_horizon_days, SCHEDULE_LIMITS.previewDays) * DAY_MS);
  const bufferMs = body.buffer_minutes * 60_000;
  const busy = await findBookedTimes(
    ctx.db,
    teacher.id,
    new Date(from.getTime() - bufferMs),
    new Date(till.getTime() + bufferMs),
  );
  const rules = {
    weeklyHours: body.weekly_hours,
    dateOverrides: body.date_overrides,
    bufferMinutes: body.buffer_minutes,
  };
  const slots = from < till ? freeSlots(rules, teacher.timeZone, { from, till }, busy) : [];
  const blocks = mergeIntoBlocks(
    slots.map((slot) => ({ starting_at: slot.start.toISOString(), ending_at: slot.end.toISOString() })),
  );
  return {
    time_zone: teacher.timeZone,
    from: from.toISOString(),
    till: till.toISOString(),
    free: blocks.map((block) => ({ starting_at: block.starting_at, ending_at: block.ending_at })),
  };
}
