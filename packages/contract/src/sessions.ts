import { z } from 'zod';
import { envelope, idSchema, pageSchema, paginatedEnvelope } from './common.ts';
import { MSG } from './messages.ts';
import { rescheduleSchema } from './reschedules.ts';
import { SESSION_RULES } from './session-rules.ts';
import { SESSION_STATUS_VALUES } from './tutoring.ts';
import { subjectRefSchema } from './user.ts';

export { SESSION_RULES };

/** Why a session ended without taking place (status `rejected` or `cancelled`). */
export const SESSION_CLOSE_REASONS = [
  'rejected_by_tutor',
  'expired_unanswered',
  'payment_lapsed',
  'cancelled_by_student',
  'cancelled_by_tutor',
  /** The tutor was suspended before it: the student was refunded. */
  'tutor_suspended',
] as const;
export const CANCELLATION_STATUSES = ['pending', 'refunded', 'kept'] as const;

/**
 * A session whose held money waits for an admin's decision instead of going to the tutor: one side reported a
 * no-show, or the tutor was suspended. Decided as `refunded` (to the student), `released` (to the tutor) or
 * `split` between them.
 */
export const DISPUTE_KINDS = ['no_show', 'tutor_suspended'] as const;
export const DISPUTE_STATUSES = ['pending', 'refunded', 'released', 'split'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const sessionDisputeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DISPUTE_KINDS),
  status: z.enum(DISPUTE_STATUSES),
  /** Who reported the no-show (null for a suspension). */
  reported_by: z.enum(['student', 'teacher']).nullable(),
  created_at: z.string(),
});

export const sessionPersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  time_zone: z.string(),
});

export const cancellationSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  reason: z.string(),
  status: z.enum(CANCELLATION_STATUSES),
  requested_by: z.enum(['student', 'teacher']),
  /** A pending request is refunded if the tutor has not decided by then (the session's end). */
  decide_by: z.string().nullable(),
  created_at: z.string(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** The Tutoring session of spec section 3, with what the pages need to act on it. */
export const tutoringSessionSchema = z.object({
  id: z.number().int(),
  starting_at: z.string(),
  ending_at: z.string(),
  created_at: z.string(),
  status: z.enum(SESSION_STATUS_VALUES),
  /** The meeting room's page (the room opens 10 minutes before the start); null unless approved. */
  join_link: z.string().nullable(),
  price: z.number(),
  /** A 30-minute trial lesson at the tutor's trial price (0: free). */
  is_trial: z.boolean(),
  subject: subjectRefSchema,
  teacher: sessionPersonSchema,
  student: sessionPersonSchema,
  rejection_reason: z.string().nullable(),
  close_reason: z.enum(SESSION_CLOSE_REASONS).nullable(),
  /** `payment_pending`: when the request lapses without the top-up. */
  payment_due_at: z.string().nullable(),
  /** `determination_pending`: when the request expires unanswered. */
  answer_due_at: z.string().nullable(),
  /** Cancelling before this is free and refunded at once. */
  free_cancellation_until: z.string(),
  cancellation: cancellationSchema.nullable(),
  /** Until when either side may report a no-show (a session that took place); null when it cannot be. */
  no_show_report_until: z.string().nullable(),
  /** The no-show report or suspension hold on its money, for an admin to decide. */
  dispute: sessionDisputeSchema.nullable(),
  /** The open proposal of a new time, waiting for the other side's answer. */
  reschedule: rescheduleSchema.nullable(),
});
export type TutoringSession = z.infer<typeof tutoringSessionSchema>;
export const tutoringSessionResponse = envelope(tutoringSessionSchema);
export const tutoringSessionsResponse = paginatedEnvelope(tutoringSessionSchema);
export const tutoringSessionListResponse = envelope(z.array(tutoringSessionSchema));

/** `POST /tutoring/book`: consecutive free slots of one tutor and a subject the tutor teaches. */
export const bookBody = z.object({
  availability_ids: z
    .array(idSchema, { error: MSG.slotsRequired })
    .min(1, MSG.slotsRequired)
    .max(SESSION_RULES.maxSlotsPerBooking, MSG.tooManySlots),
  subject_id: idSchema.refine(Boolean, MSG.subjectRequired),
  /** "What would you like to work on?": shown to the tutor in the session's brief. */
  notes: z.string().trim().max(SESSION_RULES.notesMaxLength, MSG.bookingNotesTooLong).nullish(),
  /**
   * The student's answer, asked at their first booking, to whether their tutors may see their learning data
   * (stored on the user as `share_learning_with_tutors`; absent: left as it is).
   */
  share_learning_with_tutors: z.boolean().optional(),
  /** A trial lesson: one 30-minute slot at the tutor's trial price, one per student and tutor. */
  trial: z.boolean({ error: MSG.invalidValue }).optional(),
});
export type BookBody = z.infer<typeof bookBody>;
/** The booked session; `top_up_needed` (pounds) when the wallet was short and the session waits for payment. */
export const bookResponse = envelope(
  z.object({ session: tutoringSessionSchema, top_up_needed: z.number().nullable() }),
);

/** `PUT /tutoring/{id}/determine` */
export const determineSessionBody = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: MSG.invalidValue }),
    rejection_reason: z.string().trim().max(1000, MSG.textTooLong).nullish(),
  })
  .refine((body) => body.status !== 'rejected' || Boolean(body.rejection_reason), {
    message: MSG.rejectionReasonRequired,
    path: ['rejection_reason'],
  });
export type DetermineSessionBody = z.infer<typeof determineSessionBody>;

/** `POST /tutoring/{id}/cancel` */
export const cancelSessionBody = z.object({
  reason: z
    .string({ error: MSG.cancellationReasonRequired })
    .trim()
    .min(1, MSG.cancellationReasonRequired)
    .max(1000, MSG.textTooLong),
});
export type CancelSessionBody = z.infer<typeof cancelSessionBody>;

/** `POST /tutoring/{id}/no-show`: the other side did not come; what happened, optionally. */
export const noShowBody = z.object({
  reason: z.string({ error: MSG.invalidValue }).trim().max(1000, MSG.textTooLong).nullish(),
});
export type NoShowBody = z.infer<typeof noShowBody>;

/** `PUT /cancellations/{id}/determine`: the tutor keeps the payment or refunds it. */
export const determineCancellationBody = z.object({
  status: z.enum(['refunded', 'kept'], { error: MSG.invalidValue }),
});
export type DetermineCancellationBody = z.infer<typeof determineCancellationBody>;

/** Sessions per page of `GET /tutoring/sessions` (the spec gives no size). */
export const SESSIONS_PAGE_SIZE = 10;

/** `GET /tutoring/sessions?scope=&page=`: upcoming (soonest first) or past (latest first). */
export const sessionsQuery = z.object({
  scope: z.enum(['upcoming', 'past'], { error: MSG.invalidValue }).default('upcoming'),
  page: pageSchema,
});

/** `GET /tutoring/summary` */
export const tutoringSummaryResponse = envelope(
  z.object({
    upcoming_session: tutoringSessionSchema.nullable(),
    /** Tutors: cancellations waiting for their decision; students: their own pending ones. */
    cancellations: z.array(cancellationSchema.extend({ session: tutoringSessionSchema })),
  }),
);

/** `GET /tutoring/students`: a tutor's students. */
export const tutorStudentSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  grade: z.string().nullable(),
  time_zone: z.string(),
  sessions_count: z.number().int(),
  completed_count: z.number().int(),
  last_session_at: z.string().nullable(),
  next_session_at: z.string().nullable(),
});
export const tutorStudentsResponse = envelope(z.array(tutorStudentSchema));
export const tutorStudentDetailResponse = envelope(
  tutorStudentSchema.extend({ sessions: z.array(tutoringSessionSchema) }),
);

/** `GET /tutoring/{id}/meeting`: only to the two participants, from 10 minutes before the start to the end. */
export const meetingResponse = envelope(
  z.object({
    token: z.string(),
    tutoring_session: tutoringSessionSchema,
    /** The signalling WebSocket's path (relative to the page's origin). */
    ws_path: z.string(),
    ice_servers: z.array(
      z.object({
        urls: z.union([z.string(), z.array(z.string())]),
        username: z.string().optional(),
        credential: z.string().optional(),
      }),
    ),
  }),
);

export const sessionIdParams = z.object({ id: idSchema });
