import type { Tx } from '../../platform/db/client.ts';
import { postTransaction } from '../ledger/index.ts';

export interface SessionMoney {
  id: number;
  studentId: number;
  tutorId: number;
  pricePence: number;
}

/**
 * The three movements of a session's money, each under one key per session: the held money is either refunded
 * or released, once, whichever path (rejection, expiry, cancellation, completion) gets there first; the other
 * paths then find the key used and move nothing. `created` tells the caller whether it moved the money.
 */
export async function holdSessionMoney(tx: Tx, session: SessionMoney, at: Date) {
  return postTransaction(
    tx,
    {
      idempotencyKey: `session_hold:${session.id}`,
      kind: 'booking_hold',
      userId: session.studentId,
      reference: { session_id: session.id },
      entries: [
        { account: { kind: 'wallet', userId: session.studentId }, amountPence: -session.pricePence },
        { account: { kind: 'held', userId: session.studentId }, amountPence: session.pricePence },
      ],
    },
    at,
  );
}

/** Held -> the student's wallet (rejected, expired, cancelled with a refund). Only after a hold. */
export async function refundSessionMoney(tx: Tx, session: SessionMoney, at: Date) {
  return postTransaction(
    tx,
    {
      idempotencyKey: `session_settle:${session.id}`,
      kind: 'booking_refund',
      userId: session.studentId,
      reference: { session_id: session.id },
      entries: [
        { account: { kind: 'held', userId: session.studentId }, amountPence: -session.pricePence },
        { account: { kind: 'wallet', userId: session.studentId }, amountPence: session.pricePence },
      ],
    },
    at,
  );
}

/** Held -> the tutor's earnings (completed, or a late cancellation the tutor kept). Only after a hold. */
export async function releaseSessionMoney(tx: Tx, session: SessionMoney, at: Date) {
  return postTransaction(
    tx,
    {
      idempotencyKey: `session_settle:${session.id}`,
      kind: 'tutor_earning',
      userId: session.tutorId,
      reference: { session_id: session.id },
      entries: [
        { account: { kind: 'held', userId: session.studentId }, amountPence: -session.pricePence },
        { account: { kind: 'earnings', userId: session.tutorId }, amountPence: session.pricePence },
      ],
    },
    at,
  );
}
