import type { Schedule, ScheduleBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { materialiseSchedule } from './materialise-schedule.ts';
import { availabilityRefusal } from './policy.ts';
import { presentSchedule } from './presenter.ts';
import { findTeacher } from './repository.ts';
import { lockSchedule, saveSchedule as writeSchedule } from './schedule-repository.ts';

/**
 * `PUT /availability-schedule`: saves the weekly hours, date overrides and booking rules, and remakes the
 * tutor's free schedule slots from now to the horizon in the same transaction (approved tutors only, as for
 * painting availability). Painted and booked slots are kept; new slots never overlap them.
 */
export async function saveSchedule(ctx: AppContext, actor: Actor, body: ScheduleBody): Promise<Schedule> {
  const teacher = await findTeacher(ctx.db, actor.userId);
  if (!teacher) throw AppError.unauthenticated();
  const refusal = availabilityRefusal(teacher);
  if (refusal) throw AppError.forbidden(refusal);
  const now = ctx.clock.now();
  const saved = await inTransaction(ctx.db, async (tx) => {
    // Waits for a daily roll of this tutor under way, so the two do not write slots over each other.
    await lockSchedule(tx, teacher.id);
    const row = await writeSchedule(tx, teacher.id, body, now);
    await materialiseSchedule(tx, row, teacher.timeZone, now, 'remake');
    return row;
  });
  return presentSchedule(saved, teacher.timeZone);
}
