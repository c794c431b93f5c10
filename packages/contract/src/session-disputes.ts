import { z } from 'zod';
import { envelope, idSchema, pageSchema, paginatedEnvelope } from './common.ts';
import { MSG } from './messages.ts';
import { hasAtMostTwoDecimals } from './money.ts';
import { sessionDisputeSchema, tutoringSessionSchema } from './sessions.ts';

/** Admin console: sessions whose held money waits for a decision (no-show reports, suspended tutors). */

export const SESSION_DISPUTES_PAGE_SIZE = 20;

/** One case as the console lists it: the session, what is held (pounds), and the outcome once decided. */
export const adminSessionDisputeSchema = sessionDisputeSchema.extend({
  /** What the reporter wrote (null when nothing, or for a suspension). */
  reason: z.string().nullable(),
  amount: z.number(),
  student_amount: z.number().nullable(),
  tutor_amount: z.number().nullable(),
  decided_at: z.string().nullable(),
  session: tutoringSessionSchema,
});
export type AdminSessionDispute = z.infer<typeof adminSessionDisputeSchema>;
export const adminSessionDisputesResponse = paginatedEnvelope(adminSessionDisputeSchema);
export const adminSessionDisputeResponse = envelope(adminSessionDisputeSchema);

/** `GET /admin/session-disputes?status=&page=`: pending ones oldest first, decided ones newest first. */
export const adminSessionDisputesQuery = z.object({
  status: z.enum(['pending', 'decided'], { error: MSG.invalidValue }).default('pending'),
  page: pageSchema,
});
export type AdminSessionDisputesQuery = z.infer<typeof adminSessionDisputesQuery>;

const amount = z
  .number({ error: MSG.amountInvalid })
  .refine(hasAtMostTwoDecimals, MSG.amountTwoDecimals)
  .refine((v) => v > 0, MSG.amountInvalid)
  .nullish();

/**
 * `POST /admin/session-disputes/{id}/decide`: `refund` (all to the student), `release` (all to the tutor) or
 * `split` with both amounts in pounds, each above 0, adding up to exactly what is held.
 */
export const decideSessionDisputeBody = z
  .object({
    decision: z.enum(['refund', 'release', 'split'], { error: MSG.invalidValue }),
    student_amount: amount,
    tutor_amount: amount,
  })
  .refine((body) => body.decision !== 'split' || (body.student_amount && body.tutor_amount), {
    message: MSG.splitAmountsRequired,
    path: ['student_amount'],
  });
export type DecideSessionDisputeBody = z.infer<typeof decideSessionDisputeBody>;

export const sessionDisputeIdParams = z.object({ id: idSchema });
