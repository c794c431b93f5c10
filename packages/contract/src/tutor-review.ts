import { z } from 'zod';
import { envelope, pageSchema, paginatedEnvelope, requiredText } from './common.ts';
import { APPROVAL_STATUSES } from './enums.ts';
import { kycDocumentSchema } from './kyc.ts';
import { MSG } from './messages.ts';
import { userSchema } from './user.ts';

/** Audit actions of the tutor vetting state machine. */
export const TUTOR_REVIEW_ACTIONS = [
  'tutor.submitted',
  'tutor.approved',
  'tutor.rejected',
  'tutor.resubmitted_by_change',
] as const;
export type TutorReviewAction = (typeof TUTOR_REVIEW_ACTIONS)[number];

export const TUTOR_REVIEW_PAGE_SIZE = 20;

/** `GET /admin/tutor-reviews?status=&page=`: pending (the queue) unless another state is asked for. */
export const tutorReviewQuery = z.object({
  status: z.enum(APPROVAL_STATUSES, { error: MSG.invalidValue }).default('pending'),
  page: pageSchema,
});
export type TutorReviewQuery = z.infer<typeof tutorReviewQuery>;

export const tutorReviewSummarySchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  submitted_at: z.string().nullable(),
  documents_count: z.number().int(),
});
export type TutorReviewSummary = z.infer<typeof tutorReviewSummarySchema>;
export const tutorReviewListResponse = paginatedEnvelope(tutorReviewSummarySchema);

/** A document as the reviewer sees it: `preview` says how the console can show it inline. */
export const tutorReviewDocumentSchema = kycDocumentSchema.extend({
  preview: z.enum(['image', 'pdf', 'none']),
});

/** One recorded decision or submission: who, when, what, and the comment. */
export const tutorReviewEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(TUTOR_REVIEW_ACTIONS),
  actor: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  comment: z.string().nullable(),
  /** For a vetted change: the fields or documents that changed. */
  changes: z.array(z.string()),
  created_at: z.string(),
});
export type TutorReviewEvent = z.infer<typeof tutorReviewEventSchema>;

export const tutorReviewDetailSchema = z.object({
  /** Every field of the tutor's profile, with subject prices. */
  tutor: userSchema,
  submitted_at: z.string().nullable(),
  documents: z.array(tutorReviewDocumentSchema),
  /** Newest first. */
  history: z.array(tutorReviewEventSchema),
});
export type TutorReviewDetail = z.infer<typeof tutorReviewDetailSchema>;
export const tutorReviewDetailResponse = envelope(tutorReviewDetailSchema);

/** `POST /admin/tutor-reviews/{id}/reject`: the comment is e-mailed to the tutor and shown on the profile. */
export const rejectTutorBody = z.preprocess(
  // A call without a body lacks the comment like one without the field: the same message, on `comment`.
  (body) => body ?? {},
  z.object(
    { comment: requiredText(MSG.rejectionReasonRequired, 2000) },
    { error: MSG.rejectionReasonRequired },
  ),
);
export type RejectTutorBody = z.infer<typeof rejectTutorBody>;
