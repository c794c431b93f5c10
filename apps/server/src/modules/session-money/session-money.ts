import type { Tx } from '../../platform/db/client.ts';
import type { LedgerTransactionKind } from '../../platform/db/schema/index.ts';
import { type AccountRef, type PostedTransaction, postTransaction } from '../ledger/index.ts';

export interface SessionMoney {
  id: number;
  studentId: number;
  tutorId: number;
  pricePence: number;
}

/** What a movement did: `created` false when its key had been used (nothing moved this time). */
export type MoneyMovement = Pick<PostedTransaction, 'created'>;

/**
 * `amountPence` (the session's price unless given) from one account to another, under `key` (once, ever). A free
 * trial lesson has nothing to move (the ledger holds no zero entries): every path goes on as if it had moved.
 */
async function move(
  tx: Tx,
  session: SessionMoney,
  movement: { key: string; kind: LedgerTransactionKind; userId: number; from: AccountRef; to: AccountRef },
  at: Date,
  amountPence = session.pricePence,
): Promise<MoneyMovement> {
  if (amountPence === 0) return { created: true };
  return postTransaction(
    tx,
    {
      idempotencyKey: movement.key,
      kind: movement.kind,
      userId: movement.userId,
      reference: { session_id: session.id },
      entries: [
        { account: movement.from, amountPence: -amountPence },
        { account: movement.to, amountPence },
      ],
    },
    at,
  );
}

/**
 * The three movements of a session's money. The held money is refunded or released under ONE key per session
 * (`session_settle:<id>`), so it moves once, whichever path (rejection, expiry, cancellation, completion) gets
 * there first; the other paths find the key used and move nothing. `created` tells the caller whether it moved.
 */
export function holdSessionMoney(tx: Tx, session: SessionMoney, at: Date) {
  const student = session.studentId;
  return move(
    tx,
    session,
    {
      key: `session_hold:${session.id}`,
      kind: 'booking_hold',
      userId: student,
      from: { kind: 'wallet', userId: student },
      to: { kind: 'held', userId: student },
    },
    at,
  );
}

/** Held -> the student's wallet (rejected, expired, cancelled with a refund). Only after a hold. */
export function refundSessionMoney(tx: Tx, session: SessionMoney, at: Date) {
  const student = session.studentId;
  return move(
    tx,
    session,
    {
      key: `session_settle:${session.id}`,
      kind: 'booking_refund',
      userId: student,
      from: { kind: 'held', userId: student },
      to: { kind: 'wallet', userId: student },
    },
    at,
  );
}

/** Held -> the tutor's earnings (completed, or a late cancellation the tutor kept). Only after a hold. */
export function releaseSessionMoney(tx: Tx, session: SessionMoney, at: Date) {
  return move(
    tx,
    session,
    {
      key: `session_settle:${session.id}`,
      kind: 'tutor_earning',
      userId: session.tutorId,
      from: { kind: 'held', userId: session.studentId },
      to: { kind: 'earnings', userId: session.tutorId },
    },
    at,
  );
}

/**
 * Held -> part to the student's wallet, the rest to the tutor's earnings (an admin's split of a disputed
 * session; both shares above zero). The student's part takes the session's one settlement key, so a split
 * moves nothing when the money was settled already; the tutor's part follows under its own key.
 */
export async function splitSessionMoney(
  tx: Tx,
  session: SessionMoney,
  shares: { studentPence: number; tutorPence: number },
  at: Date,
) {
  const student = session.studentId;
  const refund = await move(
    tx,
    session,
    {
      key: `session_settle:${session.id}`,
      kind: 'booking_refund',
      userId: student,
      from: { kind: 'held', userId: student },
      to: { kind: 'wallet', userId: student },
    },
    at,
    shares.studentPence,
  );
  if (!refund.created) return refund;
  return move(
    tx,
    session,
    {
      key: `session_settle_tutor:${session.id}`,
      kind: 'tutor_earning',
      userId: session.tutorId,
      from: { kind: 'held', userId: student },
      to: { kind: 'earnings', userId: session.tutorId },
    },
    at,
    shares.tutorPence,
  );
}
