import {
  type BookBody,
  bookingWindowProblem,
  type Language,
  MSG,
  penceToPounds,
  type TutoringSession,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/client.ts';
import { pgErrorCode } from '../../platform/db/errors.ts';
import type { tutoringSessions } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isVisibleTutor } from '../kyc/index.ts';
import { lockUserAccount } from '../ledger/index.ts';
import {
  bookCoveredSession,
  type CoveredSession,
  claimSlotsAndBook,
  findSlotsForBooking,
  insertSessionWithSlots,
  recordLearningConsent,
  removeBufferedSlots,
} from './booking-repository.ts';
import { loadSessionViews } from './load-sessions.ts';
import { answerDueAt, bookingRange, bookingRefusal, paymentDueAt, sessionPricePence } from './policy.ts';
import { holdAndAskTutor } from './session-steps.ts';
import { afterRequestCommitted, SESSION_REQUESTED_QUEUE } from './tell-of-request.ts';
import { assertMayHoldUnpaid } from './unpaid-holds.ts';

export interface Booking {
  session: TutoringSession;
  /** Pounds missing from the wallet when the session waits for a top-up. */
  top_up_needed: number | null;
}

/** What the checks before the transaction settle: the time, the tutor and the price. */
async function checkBooking(
  ctx: AppContext,
  actor: Actor,
  slotIds: number[],
  { subjectId, trial }: { subjectId: number; trial: boolean },
) {
  const refusal = bookingRefusal(actor.role);
  if (refusal) throw AppError.forbidden(refusal);
  if (trial && slotIds.length !== 1) throw AppError.invalid('availability_ids', MSG.trialOneSlot);
  const slots = await findSlotsForBooking(ctx.db, slotIds, subjectId);
  if (slots.length !== slotIds.length) throw AppError.notFound();
  const range = bookingRange(slots);
  if (!range) throw AppError.invalid('availability_ids', MSG.slotsNotConsecutive);
  if (range.start.getTime() <= ctx.clock.now().getTime()) {
    throw AppError.invalid('availability_ids', MSG.slotsInPast);
  }
  // One tutor's slots (bookingRange checked): each row carries that tutor and their weekly-hours rules.
  const { tutor, rules } = slots[0]!;
  // A tutor students cannot see (not approved, suspended, another tenant's) is not there to book.
  if (!isVisibleTutor(tutor) || tutor.subdomainId !== actor.subdomainId) throw AppError.notFound();
  if (tutor.id === actor.userId) throw AppError.invalid('availability_ids', MSG.cannotBookOwnTime);
  if (tutor.pricePerHourPence === null) throw AppError.invalid('subject_id', MSG.subjectNotTaught);
  if (trial && tutor.trialPricePence === null) throw AppError.invalid('trial', MSG.trialNotOffered);
  if (slots.some((slot) => slot.isBooked)) throw AppError.conflict(MSG.slotJustBooked);
  const windowProblem = bookingWindowProblem(range.start, ctx.clock.now(), rules);
  if (windowProblem) {
    throw AppError.invalid('availability_ids', windowProblem, {
      hours: rules?.minNoticeHours ?? 0,
      days: rules?.bookingHorizonDays ?? 0,
    });
  }
  return {
    ...range,
    bufferMinutes: rules?.bufferMinutes ?? 0,
    pricePence: trial
      ? (tutor.trialPricePence ?? 0)
      : sessionPricePence(tutor.pricePerHourPence, slots.length),
  };
}

/**
 * A booking `claimSlotsAndBook` did not record: a student's first (it opens the empty wallet here) or one the
 * wallet does not cover, which waits `payment_pending` for a top-up (within the student's limit of unpaid holds),
 * or a free trial on a new wallet.
 */
async function recordUncoveredBooking(
  tx: Tx,
  actor: Actor,
  values: Omit<typeof tutoringSessions.$inferInsert, 'status'>,
  slotIds: number[],
  { walletPence, now }: { walletPence: number | null; now: Date },
) {
  const wallet =
    walletPence === null ? await lockUserAccount(tx, actor.userId, 'wallet') : { balancePence: walletPence };
  const covered = wallet.balancePence >= values.pricePence;
  if (!covered) await assertMayHoldUnpaid(tx, actor.userId, now);
  const session = await insertSessionWithSlots(
    tx,
    {
      ...values,
      status: covered ? 'determination_pending' : 'payment_pending',
      answerDueAt: covered ? answerDueAt(now, values.startingAt) : null,
      paymentDueAt: covered ? null : paymentDueAt(now),
      createdAt: now,
      updatedAt: now,
    },
    slotIds,
  );
  return { id: session.id, covered, shortPence: values.pricePence - wallet.balancePence };
}

/**
 * The no-overlap constraints of migration 0009 refused the session (which side already holds the time), or the
 * one-trial-per-pair index did (another trial of the two was booked first).
 */
function overlapConflict(error: unknown): AppError | null {
  const code = pgErrorCode(error);
  // A deadlock between bookings of overlapping slots: one of them won the time.
  if (code === '40P01') return AppError.conflict(MSG.slotJustBooked);
  const cause = error as { constraint?: string; cause?: { constraint?: string } };
  const constraint = cause.constraint ?? cause.cause?.constraint;
  if (code === '23505' && constraint === 'tutoring_sessions_one_trial_key') {
    return AppError.conflict(MSG.trialAlreadyBooked);
  }
  if (code !== '23P01') return null;
  return AppError.conflict(
    constraint === 'tutoring_sessions_student_no_overlap' ? MSG.studentSessionOverlap : MSG.slotJustBooked,
  );
}

/**
 * `POST /tutoring/book`: takes the free slots (a conditional update: the loser of a race takes fewer rows and
 * gets 409, the exclusion constraints back it up), records the session at its fixed price, and in the same
 * transaction holds the money when the wallet covers it (`determination_pending`, the tutor is asked) or leaves
 * it `payment_pending` for 30 minutes, answering what is missing (within the student's limit of unpaid holds).
 * A trial is one slot at the tutor's trial price, one per student and tutor (a unique index: 409 to the second).
 * The student's notes go with the session; their answer to the learning-data question (asked at the first
 * booking) is stored on their account with it. The usual booking (a wallet that covers it, no buffer, no answer
 * to store) is one call and one commit (`bookInOneCall`); any other goes the transaction's way.
 */
export async function bookSession(
  ctx: AppContext,
  actor: Actor,
  body: BookBody,
  language: Language,
): Promise<Booking> {
  const slotIds = [...new Set(body.availability_ids)];
  const trial = body.trial === true;
  const booking = await checkBooking(ctx, actor, slotIds, { subjectId: body.subject_id, trial });
  const values: BookingValues = {
    studentId: actor.userId,
    tutorId: booking.tutorId,
    subjectId: body.subject_id,
    subdomainId: actor.subdomainId,
    startingAt: booking.start,
    endingAt: booking.end,
    pricePence: booking.pricePence,
    isTrial: trial,
    notes: body.notes || null,
  };
  let result: { sessionId: number; shortPence: number };
  try {
    // A buffer to clear or a consent to store goes the transaction's way (a first booking usually does anyway).
    const simple = !booking.bufferMinutes && body.share_learning_with_tutors === undefined;
    result =
      (simple ? await bookInOneCall(ctx, slotIds, values) : null) ??
      (await bookInTransaction(ctx, actor, body, slotIds, {
        ...values,
        bufferMinutes: booking.bufferMinutes,
      }));
  } catch (error) {
    throw overlapConflict(error) ?? error;
  }
  const [session] = await loadSessionViews(ctx, [result.sessionId], language);
  return { session: session!, top_up_needed: result.shortPence ? penceToPounds(result.shortPence) : null };
}

/** The session a booking writes, before the time it is written at. */
type BookingValues = Omit<CoveredSession, 'answerDueAt' | 'at'>;

/**
 * The usual booking (a wallet that covers the price) in one call and one commit; null when the wallet does not
 * cover it (nothing was written: the transaction's way handles that). The notices follow the commit.
 */
async function bookInOneCall(ctx: AppContext, slotIds: number[], values: BookingValues) {
  const now = ctx.clock.now();
  const booked = await bookCoveredSession(
    ctx.db,
    slotIds,
    { ...values, answerDueAt: answerDueAt(now, values.startingAt), at: now },
    ctx.jobs ? SESSION_REQUESTED_QUEUE.name : null,
  );
  if (booked === 'taken') throw AppError.conflict(MSG.slotJustBooked);
  if (booked === 'uncovered') return null;
  await afterRequestCommitted(ctx, { sessionId: booked.sessionId, tutorId: values.tutorId });
  return { sessionId: booked.sessionId, shortPence: 0 };
}

/** Any booking, in a transaction: the slots, the buffer, the session (covered or waiting), the consent, the hold. */
function bookInTransaction(
  ctx: AppContext,
  actor: Actor,
  body: BookBody,
  slotIds: number[],
  { bufferMinutes, ...values }: BookingValues & { bufferMinutes: number },
) {
  const range = { start: values.startingAt, end: values.endingAt };
  return inTransaction(ctx.db, async (tx, afterCommit) => {
    const now = ctx.clock.now();
    // The usual booking (a wallet that covers the price) is written by this one statement.
    const claim = await claimSlotsAndBook(tx, slotIds, {
      ...values,
      answerDueAt: answerDueAt(now, values.startingAt),
      at: now,
    });
    if (claim.taken !== slotIds.length) throw AppError.conflict(MSG.slotJustBooked);
    if (bufferMinutes) await removeBufferedSlots(tx, values.tutorId, range, bufferMinutes);
    const session =
      claim.sessionId === null
        ? await recordUncoveredBooking(tx, actor, values, slotIds, { walletPence: claim.walletPence, now })
        : { id: claim.sessionId, covered: true, shortPence: 0 };
    if (body.share_learning_with_tutors !== undefined) {
      await recordLearningConsent(tx, actor.userId, body.share_learning_with_tutors, now);
    }
    if (session.covered) await holdAndAskTutor(ctx, tx, afterCommit, { ...values, id: session.id }, now);
    return { sessionId: session.id, shortPence: session.covered ? 0 : session.shortPence };
  });
}
