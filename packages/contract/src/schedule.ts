import { z } from 'zod';
import { dateSchema, envelope } from './common.ts';
import { MSG } from './messages.ts';

/**
 * A tutor's weekly hours (cal.com's "availability"): ranges of wall-clock time per weekday in the tutor's zone,
 * dates that differ (a day off, other hours), a buffer around lessons, a minimum notice and how far ahead
 * students may book. The server turns them into availability slots (docs/architecture.md, "Weekly hours").
 */
export const SCHEDULE_LIMITS = {
  rangesPerDay: 6,
  overrides: 60,
  bufferMaxMinutes: 240,
  noticeMaxHours: 720,
  horizonMinDays: 1,
  horizonMaxDays: 90,
  /** What a tutor gets before saving anything: four weeks ahead, no buffer, no notice. */
  defaultHorizonDays: 28,
  /** How many days the preview shows. */
  previewDays: 14,
} as const;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A wall-clock time on :00 or :30, "24:00" being the end of the day. */
const TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[03]0|24:00)$/;

export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

const timeSchema = z.string({ error: MSG.scheduleTimeInvalid }).regex(TIME_PATTERN, MSG.scheduleTimeInvalid);

export const dayRangeSchema = z
  .object({ start: timeSchema, end: timeSchema })
  .refine((range) => minutesOfTime(range.end) > minutesOfTime(range.start), {
    error: MSG.availabilityEndBeforeStart,
    path: ['end'],
  });
export type DayRange = z.infer<typeof dayRangeSchema>;

/** True when two of the ranges share time (touching ends are fine: 09:00-12:00 and 12:00-13:00). */
export function rangesOverlap(ranges: readonly DayRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => minutesOfTime(a.start) - minutesOfTime(b.start));
  return sorted.some((range, i) => i > 0 && minutesOfTime(range.start) < minutesOfTime(sorted[i - 1]!.end));
}

const dayRangesSchema = z
  .array(dayRangeSchema)
  .max(SCHEDULE_LIMITS.rangesPerDay, MSG.invalidValue)
  .refine((ranges) => !rangesOverlap(ranges), MSG.scheduleRangesOverlap);

export const weekdayHoursSchema = z.object({
  weekday: z
    .number({ error: MSG.invalidValue })
    .int(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(7, MSG.invalidValue),
  ranges: dayRangesSchema,
});
export type WeekdayHours = z.infer<typeof weekdayHoursSchema>;

/** One date that differs from its weekday: no `ranges` is a day off. */
export const dateOverrideSchema = z.object({
  date: dateSchema(MSG.invalidDate),
  ranges: dayRangesSchema,
});
export type DateOverride = z.infer<typeof dateOverrideSchema>;

export const scheduleSettingsSchema = z.object({
  buffer_minutes: z
    .number({ error: MSG.invalidValue })
    .int(MSG.invalidValue)
    .min(0, MSG.invalidValue)
    .max(SCHEDULE_LIMITS.bufferMaxMinutes, MSG.invalidValue),
  min_notice_hours: z
    .number({ error: MSG.invalidValue })
    .int(MSG.invalidValue)
    .min(0, MSG.invalidValue)
    .max(SCHEDULE_LIMITS.noticeMaxHours, MSG.invalidValue),
  booking_horizon_days: z
    .number({ error: MSG.invalidValue })
    .int(MSG.invalidValue)
    .min(SCHEDULE_LIMITS.horizonMinDays, MSG.invalidValue)
    .max(SCHEDULE_LIMITS.horizonMaxDays, MSG.invalidValue),
});

/** `PUT /availability-schedule` and `POST /availability-schedule/preview`. */
export const scheduleBody = scheduleSettingsSchema.extend({
  weekly_hours: z
    .array(weekdayHoursSchema)
    .max(7, MSG.invalidValue)
    .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, MSG.invalidValue),
  date_overrides: z
    .array(dateOverrideSchema)
    .max(SCHEDULE_LIMITS.overrides, MSG.invalidValue)
    .refine((days) => new Set(days.map((day) => day.date)).size === days.length, MSG.scheduleDateRepeated),
});
export type ScheduleBody = z.infer<typeof scheduleBody>;

export const scheduleSchema = scheduleBody.extend({
  /** The zone the hours are in: the tutor's own. */
  time_zone: z.string(),
  /** Null until the tutor first saves weekly hours. */
  updated_at: z.string().nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const scheduleResponse = envelope(scheduleSchema);

export const freeRangeSchema = z.object({ starting_at: z.string(), ending_at: z.string() });
export const schedulePreviewSchema = z.object({
  time_zone: z.string(),
  from: z.string(),
  till: z.string(),
  /** The free time the hours give, booked time and its buffer taken out, earliest first. */
  free: z.array(freeRangeSchema),
});
export type SchedulePreview = z.infer<typeof schedulePreviewSchema>;
export const schedulePreviewResponse = envelope(schedulePreviewSchema);

/** The booking rules of a tutor's schedule; a tutor without one has none (any future free slot is bookable). */
export interface BookingRules {
  minNoticeHours: number;
  bookingHorizonDays: number;
}

/** Why a lesson starting at `start` cannot be booked now under the tutor's rules (a message key), or null. */
export function bookingWindowProblem(start: Date, now: Date, rules: BookingRules | null) {
  if (!rules) return null;
  if (start.getTime() < now.getTime() + rules.minNoticeHours * 3_600_000) return MSG.bookingNoticeTooShort;
  if (start.getTime() >= now.getTime() + rules.bookingHorizonDays * 86_400_000) return MSG.bookingTooFarAhead;
  return null;
}
