import { z } from 'zod';
import { envelope, idSchema } from './common.ts';
import { MSG } from './messages.ts';
import { SESSION_RULES } from './session-rules.ts';

/**
 * A proposal to move a session to another time: `open` until the other side accepts or declines it, the
 * proposer withdraws it, or it lapses (the original or the proposed start passed, or the session closed).
 */
export const RESCHEDULE_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'lapsed'] as const;
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number];

/** One proposal of a session's history (the open one is also on the session as `reschedule`). */
export const rescheduleSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  proposed_by: z.enum(['student', 'teacher']),
  status: z.enum(RESCHEDULE_STATUSES),
  /** The proposed time. */
  starting_at: z.string(),
  ending_at: z.string(),
  /** The session's time when it was proposed. */
  previous_starting_at: z.string(),
  previous_ending_at: z.string(),
  created_at: z.string(),
  /** When it was accepted, declined, withdrawn or lapsed; null while open. */
  decided_at: z.string().nullable(),
});
export type Reschedule = z.infer<typeof rescheduleSchema>;

/** `POST /tutoring/{id}/reschedule`: consecutive free slots of the session's tutor, as long as the session. */
export const proposeRescheduleBody = z.object({
  availability_ids: z
    .array(idSchema, { error: MSG.slotsRequired })
    .min(1, MSG.slotsRequired)
    .max(SESSION_RULES.maxSlotsPerBooking, MSG.tooManySlots),
});
export type ProposeRescheduleBody = z.infer<typeof proposeRescheduleBody>;

/** `GET /tutoring/{id}/reschedules`: the session's proposals, oldest first (its rescheduling history). */
export const reschedulesResponse = envelope(z.array(rescheduleSchema));
