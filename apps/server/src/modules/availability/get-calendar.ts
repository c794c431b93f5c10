import {
  AVAILABILITY_LIMITS,
  bookingWindowProblem,
  type Calendar,
  calendarRangeProblem,
  type Language,
  MSG,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { fullName } from '../../platform/person-name.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { presentCalendarEvents } from '../sessions/index.ts';
import { mayReadCalendar } from './policy.ts';
import { presentCalendarSlot } from './presenter.ts';
import { findCalendarOwner } from './repository.ts';

export interface CalendarQuery {
  from: string;
  till: string;
  teacher_id?: number;
}

/**
 * `GET /calendar`: a tutor's slots overlapping [from, till) (at most 42 days), their sessions, and who the tutor
 * is. Without `teacher_id` it is the caller's own calendar (tutors only); a visible tutor of the same tenant's
 * calendar is readable by anyone signed in; any other id is "not found". The tutor sees all their sessions, any
 * other viewer only their own with that tutor.
 */
export async function getCalendar(
  ctx: AppContext,
  actor: Actor,
  tenant: Tenant | null,
  query: CalendarQuery,
  language: Language,
): Promise<Calendar> {
  const range = { from: new Date(query.from), till: new Date(query.till) };
  const problem = calendarRangeProblem({ start: range.from, end: range.till });
  if (problem) throw AppError.invalid('till', problem, { max: AVAILABILITY_LIMITS.calendarMaxDays });
  const teacherId = query.teacher_id ?? actor.userId;
  const found = await findCalendarOwner(ctx.db, teacherId, actor.userId, range);
  if (!found) throw AppError.notFound();
  const { slots, sessions, ...teacher } = found;
  if (!mayReadCalendar(actor, teacher, tenant?.id ?? null)) {
    if (teacher.id === actor.userId) throw AppError.forbidden(MSG.tutorOnly);
    throw AppError.notFound();
  }
  const own = teacher.id === actor.userId;
  const window =
    teacher.minNoticeHours === null || teacher.bookingHorizonDays === null
      ? null
      : { minNoticeHours: teacher.minNoticeHours, bookingHorizonDays: teacher.bookingHorizonDays };
  const now = ctx.clock.now();
  // Others see only the free time they may book now (the minimum notice, the horizon); the tutor sees it all.
  const shown = own
    ? slots
    : slots.filter(
        (slot) => slot.isBooked || !bookingWindowProblem(new Date(slot.startingAtMs), now, window),
      );
  return {
    availabilities: shown.map(presentCalendarSlot),
    events: presentCalendarEvents(sessions, own, language),
    teacher: {
      id: teacher.id,
      full_name: fullName(teacher),
      time_zone: teacher.timeZone,
      approval_status: teacher.approvalStatus,
    },
  };
}
