import { type Language, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { pgErrorCode } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { restoreBufferedSlots } from '../availability/index.ts';
import { tellParents } from '../parents/index.ts';
import { freeSessionSlots, loadSessionViews, removeBufferedSlots } from '../sessions/index.ts';
import { lockOpenReschedule } from './answer-access.ts';
import { notifyReschedule } from './notify-reschedule.ts';
import { hasLapsed, isReschedulable } from './policy.ts';
import {
  claimFreeSlots,
  closeReschedule,
  findBufferMinutes,
  hasPendingCancellation,
  moveSession,
  relinkSessionSlots,
} from './repository.ts';

/** The no-overlap constraints refused the new time: the student (or, in a race, the tutor) is busy then. */
function overlapConflict(error: unknown): AppError | null {
  const code = pgErrorCode(error);
  if (code === '40P01') return AppError.conflict(MSG.rescheduleTimeTaken);
  if (code !== '23P01') return null;
  const cause = error as { constraint?: string; cause?: { constraint?: string } };
  const constraint = cause.constraint ?? cause.cause?.constraint;
  return AppError.conflict(
    constraint === 'tutoring_sessions_student_no_overlap'
      ? MSG.studentSessionOverlap
      : MSG.rescheduleTimeTaken,
  );
}

/**
 * `POST /reschedules/{id}/accept`: the side that did not propose moves the session to the proposed time. In one
 * transaction the new slots are claimed the way a booking claims them (all still free, or 409 and nothing
 * changes), the old ones freed, and the session's times moved; its id, price, held money and status stay.
 * The reminders are due again for the new time. Both sides are told, and the student's parents (with consent);
 * the calendar feed shows the new time.
 */
export async function acceptReschedule(
  ctx: AppContext,
  actor: Actor,
  rescheduleId: number,
  language: Language,
) {
  let sessionId: number;
  try {
    sessionId = await inTransaction(ctx.db, async (tx, afterCommit) => {
      const now = ctx.clock.now();
      const { reschedule, session, isProposer } = await lockOpenReschedule(tx, actor, rescheduleId);
      if (isProposer) throw AppError.forbidden(MSG.rescheduleOtherSideAnswers);
      if (hasLapsed(reschedule.startingAt, session.startingAt, now))
        throw AppError.conflict(MSG.rescheduleNotOpen);
      if (!isReschedulable(session, await hasPendingCancellation(tx, session.id), now)) {
        throw AppError.conflict(MSG.sessionNotReschedulable);
      }
      const ids = reschedule.availabilityIds;
      if ((await claimFreeSlots(tx, ids, session.tutorId)) !== ids.length) {
        throw AppError.conflict(MSG.rescheduleTimeTaken);
      }
      await freeSessionSlots(tx, session.id);
      await relinkSessionSlots(tx, session.id, ids);
      // As a booking does: the tutor's weekly-hours slots within their buffer of the new time go.
      const buffer = await findBufferMinutes(tx, session.tutorId);
      if (buffer) {
        await removeBufferedSlots(
          tx,
          session.tutorId,
          { start: reschedule.startingAt, end: reschedule.endingAt },
          buffer,
        );
      }
      await moveSession(tx, session.id, {
        startingAt: reschedule.startingAt,
        endingAt: reschedule.endingAt,
        // A request still waiting for the tutor must be answered before it starts.
        answerDueAt:
          session.answerDueAt && session.answerDueAt > reschedule.startingAt
            ? reschedule.startingAt
            : session.answerDueAt,
        reminded24hAt: null,
        reminded1hAt: null,
        updatedAt: now,
      });
      // The old time's buffer is free again (as after a cancellation), clear of the new time and its buffer.
      await restoreBufferedSlots(
        tx,
        session.tutorId,
        { start: session.startingAt, end: session.endingAt },
        now,
      );
      await closeReschedule(tx, reschedule.id, 'accepted', now);
      await notifyReschedule(ctx, tx, afterCommit, reschedule, 'reschedule.accepted', [
        session.studentId,
        session.tutorId,
      ]);
      await tellParents(ctx, tx, afterCommit, {
        sessionId: session.id,
        event: 'moved',
        previousStartingAt: session.startingAt,
      });
      return session.id;
    });
  } catch (error) {
    throw overlapConflict(error) ?? error;
  }
  const [view] = await loadSessionViews(ctx, [sessionId], language);
  return view!;
}
