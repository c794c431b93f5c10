import { z } from 'zod';
import { envelope } from './common.ts';

/** How many other tutors an expired request offers, and how far from the requested start they may be free. */
export const ALTERNATIVES_RULES = { limit: 3, windowHours: 24 } as const;

/**
 * Another tutor of the same subject (and so its level) free within a day of an expired request's time, for as
 * long as the request was: `availability_ids` book it with `POST /tutoring/book` in one click.
 */
export const sessionAlternativeSchema = z.object({
  tutor_id: z.number().int(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  subject_id: z.number().int(),
  price_per_hour: z.number(),
  /** The price of this booking (the request's length at this tutor's price), pounds. */
  price: z.number(),
  /** Average stars (1-5, one decimal); null before a first review. */
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  starting_at: z.string(),
  ending_at: z.string(),
  availability_ids: z.array(z.number().int()),
});

export const sessionAlternativesSchema = z.object({
  session_id: z.number().int(),
  subject_id: z.number().int(),
  subject_title: z.string(),
  /** The subject's level (its school year: "GCSE"), which every offered tutor teaches it at. */
  level_title: z.string(),
  requested_starting_at: z.string(),
  requested_ending_at: z.string(),
  /** Closest to the requested time first, then the best rated; at most `ALTERNATIVES_RULES.limit`. */
  alternatives: z.array(sessionAlternativeSchema),
  /** When there are none: what the student can do instead, in their language; null otherwise. */
  message: z.string().nullable(),
});

export const sessionAlternativesResponse = envelope(sessionAlternativesSchema);

export type SessionAlternative = z.infer<typeof sessionAlternativeSchema>;
export type SessionAlternatives = z.infer<typeof sessionAlternativesSchema>;
