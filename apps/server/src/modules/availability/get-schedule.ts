import { MSG, type Schedule } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mayReadSchedule } from './policy.ts';
import { presentSchedule } from './presenter.ts';
import { findTeacher } from './repository.ts';
import { findSchedule } from './schedule-repository.ts';

/** `GET /availability-schedule`: the tutor's weekly hours and booking rules (the defaults before any save). */
export async function getSchedule(ctx: AppContext, actor: Actor): Promise<Schedule> {
  const teacher = await findTeacher(ctx.db, actor.userId);
  if (!teacher) throw AppError.unauthenticated();
  if (!mayReadSchedule(teacher)) throw AppError.forbidden(MSG.tutorOnly);
  return presentSchedule(await findSchedule(ctx.db, teacher.id), teacher.timeZone);
}
