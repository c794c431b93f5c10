import { z } from 'zod';
import { AVAILABILITY_LIMITS } from './availability.ts';
import { envelope, idSchema, pageSchema, paginatedEnvelope } from './common.ts';
import type { SESSION_STATUSES } from './enums.ts';
import { LIMITS, SPOKEN_LANGUAGES } from './limits.ts';
import { MSG } from './messages.ts';
import { subjectPriceSchema } from './user.ts';

/** Tutor cards per page of `GET /tutors` (the spec gives no size). */
export const TUTORS_PAGE_SIZE = 12;

/** An instant on the wire: ISO 8601 with its offset (`Z` or `+07:00`). */
export const instantSchema = z.iso.datetime({ offset: true, error: MSG.dateTimeInvalid });

// Finding a tutor ----------------------------------------------------------------------------------------------

/**
 * The parts of a day the search's availability filter knows, as [from, till) hours of the student's wall clock
 * (a free slot counts by the hour it starts at; night runs past midnight).
 */
export const TIMES_OF_DAY = {
  morning: [6, 12],
  afternoon: [12, 17],
  evening: [17, 21],
  night: [21, 6],
} as const satisfies Record<string, readonly [number, number]>;
export type TimeOfDay = keyof typeof TIMES_OF_DAY;
const TIME_OF_DAY_NAMES = Object.keys(TIMES_OF_DAY) as TimeOfDay[];

/** How far ahead the availability filter looks for a free slot. */
export const SEARCH_AVAILABILITY_DAYS = 28;

/**
 * The orders of `GET /tutors`: `relevance` (the default) ranks a keyword's matches (name, then subject or specialty,
 * then bio, each soonest free first); without a keyword it is the soonest free time.
 */
export const TUTOR_SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'rating',
  'lessons',
  'next_free',
] as const;
export type TutorSort = (typeof TUTOR_SORTS)[number];

const pence = z.coerce
  .number({ error: MSG.invalidValue })
  .int(MSG.invalidValue)
  .min(0, MSG.invalidValue)
  .max(LIMITS.pricePerHourMax * 100, MSG.invalidValue);

/** A comma-separated list of allowed words (or numbers), each at most once. */
const listOf = (words: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((value) => {
      const items = value.split(',');
      return items.every((item) => words.includes(item)) && new Set(items).size === items.length;
    }, MSG.invalidValue);

/**
 * `GET /tutors`: `keyword` (at least 3 characters; empty means none) matches names, bios, subjects and
 * specialties, in English and Thai. `price_min`/`price_max` (pence an hour) keep tutors with a price in the range
 * (the chosen subject's price when `subject_id` is set, else their lowest); `days` (ISO weekdays, 1 = Monday) and `times` (parts of
 * the day) keep tutors with a free slot then in the next four weeks, on the wall clock of `tz` (default: the
 * caller's time zone); `rating_min` keeps tutors whose reviews average at least that; `language` keeps tutors who
 * speak it; `trial=1` keeps tutors who offer a trial lesson.
 */
export const tutorsQuery = z
  .object({
    keyword: z
      .string()
      .trim()
      .max(100, MSG.textTooLong)
      .refine((value) => value === '' || value.length >= LIMITS.searchMinLength, MSG.searchTooShort)
      .optional(),
    subject_id: idSchema.optional(),
    specialty_id: idSchema.optional(),
    mine: z.enum(['0', '1'], { error: MSG.invalidValue }).optional(),
    price_min: pence.optional(),
    price_max: pence.optional(),
    days: listOf(['1', '2', '3', '4', '5', '6', '7']).optional(),
    times: listOf(TIME_OF_DAY_NAMES).optional(),
    tz: z.string().trim().min(1, MSG.invalidValue).max(64, MSG.invalidValue).optional(),
    rating_min: z.coerce
      .number({ error: MSG.invalidValue })
      .min(1, MSG.invalidValue)
      .max(5, MSG.invalidValue)
      .optional(),
    language: z.enum(SPOKEN_LANGUAGES, { error: MSG.invalidValue }).optional(),
    sort: z.enum(TUTOR_SORTS, { error: MSG.invalidValue }).optional(),
    /** `1`: only tutors who offer a trial lesson. */
    trial: z.enum(['0', '1'], { error: MSG.invalidValue }).optional(),
    page: pageSchema,
  })
  .refine(
    (query) =>
      query.price_min === undefined || query.price_max === undefined || query.price_min <= query.price_max,
    { path: ['price_max'], error: MSG.priceRangeInvalid },
  );
export type TutorsQuery = z.infer<typeof tutorsQuery>;

/** `GET /tutors/{subject}`: the same cards, of one subject. */
export const tutorsBySubjectQuery = z.object({ page: pageSchema });

export const tutorCardSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  description: z.string().nullable(),
  subject_prices: z.array(subjectPriceSchema),
  rate: z.number(),
  rate_count: z.number().int(),
  students_count: z.number().int(),
  /** Lessons given (completed sessions). */
  lessons_count: z.number().int(),
  /** The languages the tutor speaks (SPOKEN_LANGUAGES codes). */
  spoken_languages: z.array(z.enum(SPOKEN_LANGUAGES)),
  /** The earliest free slot the tutor's minimum notice allows, or null. */
  next_free_at: z.string().nullable(),
  time_zone: z.string(),
  /** The 30-minute trial lesson's price in pounds (0: free); null: no trial offered. */
  trial_price: z.number().nullable(),
});
export type TutorCard = z.infer<typeof tutorCardSchema>;
export const tutorsResponse = paginatedEnvelope(tutorCardSchema);

// Availability -------------------------------------------------------------------------------------------------

export const availabilitySlotSchema = z.object({
  id: z.number().int(),
  starting_at: z.string(),
  ending_at: z.string(),
  is_booked: z.boolean(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/** `GET /tutors/profile/{id}`: the card, with the free slots of the next two weeks. */
export const tutorProfileSchema = tutorCardSchema.extend({
  availabilities: z.array(availabilitySlotSchema),
  preview_till: z.string(),
  /** The caller has a trial with this tutor that is booked or took place: no other may be booked. */
  trial_taken: z.boolean(),
});
export type TutorProfile = z.infer<typeof tutorProfileSchema>;
export const tutorProfileResponse = envelope(tutorProfileSchema);

const rangeInput = z.object({ starting_at: instantSchema, ending_at: instantSchema });

/**
 * `POST /availabilities`: ranges to add (each cut into 30-minute slots) and slot ids to delete, applied
 * together or not at all.
 */
export const updateAvailabilitiesBody = z.object({
  added_availabilities: z.array(rangeInput).max(100, MSG.invalidValue).default([]),
  deleted_availabilities: z.array(idSchema).max(AVAILABILITY_LIMITS.maxDeleted, MSG.invalidValue).default([]),
});
export type UpdateAvailabilitiesBody = z.infer<typeof updateAvailabilitiesBody>;

export const updateAvailabilitiesResponse = envelope(
  z.object({ added: z.array(availabilitySlotSchema), deleted: z.array(z.number().int()) }),
);

// Calendar -----------------------------------------------------------------------------------------------------

/** `GET /calendar?from=&till=&teacher_id=`: at most 42 days; without `teacher_id`, the tutor's own calendar. */
export const calendarQuery = z.object({
  from: instantSchema,
  till: instantSchema,
  teacher_id: idSchema.optional(),
});

/** Spec section 4's session statuses (the keys of SESSION_STATUSES), plus `completed` (DESIGN.md). */
export const SESSION_STATUS_VALUES = [
  'payment_pending',
  'determination_pending',
  'approved',
  'rejected',
  'cancelled',
  'completed',
] as const satisfies ReadonlyArray<keyof typeof SESSION_STATUSES | 'completed'>;

/** A session on the calendar (only its participants see it). */
export const calendarEventSchema = z.object({
  id: z.number().int(),
  starting_at: z.string(),
  ending_at: z.string(),
  status: z.enum(SESSION_STATUS_VALUES),
  title: z.string(),
  is_trial: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarTeacherSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  time_zone: z.string(),
  approval_status: z.string(),
});

export const calendarResponse = envelope(
  z.object({
    availabilities: z.array(availabilitySlotSchema),
    events: z.array(calendarEventSchema),
    teacher: calendarTeacherSchema,
  }),
);
export type Calendar = z.infer<typeof calendarResponse>['data'];
