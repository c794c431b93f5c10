import { bookingWindowProblem, type Language, MSG, type ProposeRescheduleBody } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { bookingRange, loadSessionViews, type SessionRecord } from '../sessions/index.ts';
import { notifyReschedule } from './notify-reschedule.ts';
import { isReschedulable, mayPropose, sideOf, slotCountOf } from './policy.ts';
import {
  findOpenReschedule,
  findSlotsWithRules,
  hasPendingCancellation,
  insertReschedule,
  lockSession,
} from './repository.ts';

/**
 * The new time asked for: free slots of the session's tutor, consecutive, as long as the session, in the
 * future and not its current time; a student's also within the tutor's minimum notice and booking horizon
 * (the free time the booking page shows). The slots are only claimed when the other side accepts.
 */
async function checkNewTime(
  tx: Tx,
  session: SessionRecord,
  by: 'student' | 'teacher',
  slotIds: number[],
  now: Date,
) {
  const slots = await findSlotsWithRules(tx, slotIds);
  if (slots.length !== slotIds.length || slots.some((slot) => slot.tutorId !== session.tutorId)) {
    throw AppError.notFound();
  }
  const range = bookingRange(slots);
  if (!range) throw AppError.invalid('availability_ids', MSG.slotsNotConsecutive);
  const minutes = slotCountOf(session) * 30;
  if (slots.length !== slotCountOf(session)) {
    throw AppError.invalid('availability_ids', MSG.rescheduleLengthMismatch, { minutes });
  }
  if (range.start.getTime() <= now.getTime()) throw AppError.invalid('availability_ids', MSG.slotsInPast);
  if (range.start.getTime() === session.startingAt.getTime()) {
    throw AppError.invalid('availability_ids', MSG.rescheduleSameTime);
  }
  if (slots.some((slot) => slot.isBooked)) throw AppError.conflict(MSG.slotJustBooked);
  const rules = slots[0]!.rules;
  const windowProblem = by === 'student' ? bookingWindowProblem(range.start, now, rules) : null;
  if (windowProblem) {
    throw AppError.invalid('availability_ids', windowProblem, {
      hours: rules?.minNoticeHours ?? 0,
      days: rules?.bookingHorizonDays ?? 0,
    });
  }
  return range;
}

/**
 * `POST /tutoring/{id}/reschedule`: either side proposes a new time for a requested or confirmed session that has
 * not started (within 24 hours of the start, the student only: see policy.ts). One open proposal per session;
 * the other side is told. Nothing about the session or its money changes until the other side accepts.
 */
export async function proposeReschedule(
  ctx: AppContext,
  actor: Actor,
  sessionId: number,
  body: ProposeRescheduleBody,
  language: Language,
) {
  const slotIds = [...new Set(body.availability_ids)];
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    const session = await lockSession(tx, sessionId);
    const by = session && sideOf(session, actor.userId);
    if (!session || !by) throw AppError.notFound();
    if (!isReschedulable(session, await hasPendingCancellation(tx, session.id), now)) {
      throw AppError.conflict(MSG.sessionNotReschedulable);
    }
    if (await findOpenReschedule(tx, session.id)) throw AppError.conflict(MSG.rescheduleAlreadyProposed);
    if (!mayPropose(by, session.startingAt, now)) throw AppError.conflict(MSG.rescheduleLateTutor);
    const range = await checkNewTime(tx, session, by, slotIds, now);
    const reschedule = await insertReschedule(tx, {
      sessionId: session.id,
      proposedById: actor.userId,
      proposedByRole: by,
      startingAt: range.start,
      endingAt: range.end,
      availabilityIds: slotIds,
      previousStartingAt: session.startingAt,
      previousEndingAt: session.endingAt,
      createdAt: now,
    });
    const other = by === 'student' ? session.tutorId : session.studentId;
    await notifyReschedule(ctx, tx, afterCommit, reschedule, 'reschedule.proposed', [other]);
  });
  const [view] = await loadSessionViews(ctx, [sessionId], language);
  return view!;
}
