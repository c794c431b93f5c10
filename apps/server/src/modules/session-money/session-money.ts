import type { Tx } from '../../platform/db/client.ts';
import type { LedgerTransactionKind } from '../../platform/db/schema/index.ts';
import { type AccountRef, postTransaction } from '../ledger/index.ts';

export interface SessionMoney {
  id: number;
  studentId: number;
  tutorId: number;
  pricePence: number;
}

/** The session's price from one account to another, under `key` (one movement per key, ever). */
function move(
  tx: Tx,
  session: SessionMoney,
  movement: { key: string; kind: LedgerTransactionKind; userId: number; from: AccountRef; to: AccountRef },
  at: Date,
) {
  return postTransaction(
    tx,
    {
      idempotencyKey: movement.key,
      kind: movement.kind,
      userId: movement.userId,
      reference: { session_id: session.id },
      entries: [
        { account: movement.from, amountPence: -session.pricePence },
        { account: movement.to, amountPence: session.pricePence },
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
