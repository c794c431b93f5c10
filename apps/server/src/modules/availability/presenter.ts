import { type AvailabilitySlot, SCHEDULE_LIMITS, type Schedule } from '@kru/contract';
import { isoInstant } from '../../platform/iso-instant.ts';
import type { CalendarSlotRow, SlotRow } from './repository.ts';
import type { ScheduleRow } from './schedule-repository.ts';

/** The field whitelist of an availability slot. */
export function presentSlot(row: SlotRow): AvailabilitySlot {
  return {
    id: row.id,
    starting_at: row.startingAt.toISOString(),
    ending_at: row.endingAt.toISOString(),
    is_booked: row.isBooked,
  };
}

/** The same whitelist for a calendar's slot, whose instants are read as epoch milliseconds. */
export function presentCalendarSlot(row: CalendarSlotRow): AvailabilitySlot {
  return {
    id: row.id,
    starting_at: isoInstant(row.startingAtMs),
    ending_at: isoInstant(row.endingAtMs),
    is_booked: row.isBooked,
  };
}

/** The field whitelist of a tutor's weekly hours; before the first save, an empty week and the default rules. */
export function presentSchedule(row: ScheduleRow | undefined, timeZone: string): Schedule {
  return {
    time_zone: timeZone,
    weekly_hours: row?.weeklyHours ?? [],
    date_overrides: row?.dateOverrides ?? [],
    buffer_minutes: row?.bufferMinutes ?? 0,
    min_notice_hours: row?.minNoticeHours ?? 0,
    booking_horizon_days: row?.bookingHorizonDays ?? SCHEDULE_LIMITS.defaultHorizonDays,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
