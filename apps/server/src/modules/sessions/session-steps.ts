import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { type AfterCommit, inTransaction, type Tx } from '../../platform/db/client.ts';
import type { RestoreBufferedSlots } from '../availability/index.ts';
import { type NotificationType, notify } from '../notifications/index.ts';
import { holdSessionMoney, refundSessionMoney, type SessionMoney } from '../session-money/index.ts';
import { findDueSessionIds, freeSessionSlots, type SessionRecord, transitionSession } from './repository.ts';
import { queueRequestNotices } from './tell-of-request.ts';

/** Tells each of `userIds` about the session, inside the transaction that changed it. */
export async function notifyPeople(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  session: SessionRecord,
  type: NotificationType,
  userIds: number[],
  extra: Record<string, string> = {},
) {
  for (const userId of userIds) {
    await notify(ctx, tx, afterCommit, {
      userId,
      type,
      data: { session_id: session.id, rejection_reason: session.rejectionReason, ...extra },
    });
  }
}

/**
 * A request that has just become determination_pending: its money is held; the tutor is asked and the parents
 * told once it has committed (`queueRequestNotices`).
 */
export async function holdAndAskTutor(
  ctx: AppContext,
  tx: Tx,
  afterCommit: AfterCommit,
  session: SessionMoney,
  now: Date,
) {
  await holdSessionMoney(tx, session, now);
  await queueRequestNotices(ctx, tx, afterCommit, session);
}

/**
 * A session that will not take place gives its time back (with the weekly-hours slots its buffer took out), and
 * its held money when it had been held (a payment_pending request never was). The refund's key is the session's
 * one settlement: a path that comes second moves nothing.
 */
export async function releaseTimeAndRefund(
  tx: Tx,
  session: SessionRecord,
  wasHeld: boolean,
  now: Date,
  restoreBufferedSlots: RestoreBufferedSlots,
) {
  await freeSessionSlots(tx, session.id);
  await restoreBufferedSlots(tx, session.tutorId, { start: session.startingAt, end: session.endingAt }, now);
  if (wasHeld) await refundSessionMoney(tx, session, now);
}

/** How many due sessions one run of a job moves (the next run, a minute later, takes the rest). */
const JOB_BATCH = 500;

/**
 * A job's pass: each due session in its own transaction, moved by a transition conditional on still being due
 * in `from`, so a second instance running the same job (or a call racing it) finds nothing left to do.
 * `apply` runs only for the sessions this pass moved. Answers how many it moved.
 */
export async function moveDueSessions(
  ctx: AppContext,
  from: SessionRecord['status'],
  due: (now: Date) => SQL,
  changes: (now: Date) => Partial<SessionRecord>,
  apply: (tx: Tx, afterCommit: AfterCommit, session: SessionRecord, now: Date) => Promise<void>,
): Promise<number> {
  const ids = await findDueSessionIds(ctx.db, from, due(ctx.clock.now()), JOB_BATCH);
  let moved = 0;
  for (const id of ids) {
    const done = await inTransaction(ctx.db, async (tx, afterCommit) => {
      const now = ctx.clock.now();
      const session = await transitionSession(tx, id, from, changes(now), due(now));
      if (session) await apply(tx, afterCommit, session, now);
      return Boolean(session);
    });
    if (done) moved += 1;
  }
  return moved;
}
