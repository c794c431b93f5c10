import { z } from 'zod';
import { envelope, idSchema, pageSchema, paginatedEnvelope } from './common.ts';
import { MSG } from './messages.ts';
import { subjectRefSchema } from './user.ts';

/** What a review is about: a tutor, or a course (or skill). */
export const REVIEW_TYPES = ['tutor', 'course'] as const;

const rateSchema = z.coerce
  .number({ error: MSG.rateRequired })
  .int(MSG.rateOutOfRange)
  .min(1, MSG.rateOutOfRange)
  .max(5, MSG.rateOutOfRange);
const reviewText = z
  .string({ error: MSG.reviewRequired })
  .trim()
  .min(1, MSG.reviewRequired)
  .max(2000, MSG.textTooLong);

/** `POST /rates`; the text is optional (stars alone rate a session from the home page). */
export const createReviewBody = z.object({
  type: z.enum(REVIEW_TYPES, { error: MSG.invalidValue }),
  id: idSchema,
  rate: rateSchema,
  review: z.string({ error: MSG.invalidValue }).trim().max(2000, MSG.textTooLong).default(''),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/** `PATCH /rates/{id}`; `rate_id`, when sent, repeats the path's id. */
export const updateReviewBody = z.object({
  rate_id: idSchema.optional(),
  rate: rateSchema,
  review: reviewText,
});
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

/** `GET /rates/show?id=&type=` */
export const reviewTargetQuery = z.object({
  id: idSchema,
  type: z.enum(REVIEW_TYPES, { error: MSG.invalidValue }).default('tutor'),
});
/** `GET /rates?id=&type=&page=` */
export const reviewsQuery = reviewTargetQuery.extend({
  page: pageSchema,
});

/** The Review of spec section 3. */
export const reviewSchema = z.object({
  id: z.number().int(),
  rate: z.number().int(),
  review: z.string(),
  /** The subject of the reviewer's sessions with the tutor, or the course's subject (null for a skill). */
  subject: subjectRefSchema.nullable(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewResponse = envelope(reviewSchema);
export const ownReviewResponse = envelope(reviewSchema.nullable());
export const reviewsResponse = paginatedEnvelope(reviewSchema);

/** A tutor's average (`rate_total / rate_count`, one decimal; 0 without reviews). */
export function averageRate(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}
