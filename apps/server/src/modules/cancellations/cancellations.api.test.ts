import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bookedFlags, notificationsOf } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser, emailsTo, lastEmailTo } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import {
  balancesOf,
  type Classroom,
  cancellationOf,
  createClassroom,
  HOUR_MS,
  insertSession,
  sessionRecord,
} from '../../../test/sessions.ts';
import { ledgerTransaction } from '../../../test/wallet.ts';
import { completeEndedSessions } from '../sessions/index.ts';
import { refundUndecidedCancellations } from './index.ts';

const clock = movableClock(new Date('2026-03-20T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;

const setNow = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
/** A start on the half hour, `hours` from now. */
const startIn = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

const cancel = (token: string, id: number, body: unknown = { reason: 'I am ill' }) =>
  t.call('POST', `/api/v1/tutoring/${id}/cancel`, { token, body });
const determine = (token: string, id: number, status: string) =>
  t.call('PUT', `/api/v1/cancellations/${id}/determine`, { token, body: { status } });

const room = (options: Parameters<typeof createClassroom>[1] = {}) =>
  createClassroom(t, { catalogue, ...options });

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
});

describe('POST /tutoring/{id}/cancel: free cancellations', () => {
  it('refunds a student at once more than 24 hours ahead, frees the slots and tells the tutor', async () => {
    const r = await room();
    const { session, slotIds } = await insertSession(t, r, { startingAt: startIn(24 + 0.5) });
    expect((await balancesOf(t, r.student.user.id)).walletPence).toBe(7500);

    const res = await cancel(r.student.token, session.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: session.id,
      status: 'cancelled',
      close_reason: 'cancelled_by_student',
      cancellation: { status: 'refunded', requested_by: 'student', reason: 'I am ill', decide_by: null },
    });
    expect(await ledgerTransaction(t, `session_settle:${session.id}`)).toMatchObject({
      kind: 'booking_refund',
      entries: { held: -2500, wallet: 2500 },
    });
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 10000, heldPence: 0 });
    expect(await bookedFlags(t, slotIds)).toEqual([false, false]);
    expect(await notificationsOf(t, r.tutor.user.id, 'session.cancelled')).toHaveLength(1);
    const email = await lastEmailTo(t.ctx, r.tutor.user.email);
    expect(email).toMatchObject({ template: 'notification_session_cancelled', language: 'en' });
    expect(email!.subject).toBe('A session was cancelled');
    expect(email!.textBody).toContain('Somchai Student cancelled the Maths session');
    expect(email!.textBody).toContain('Reason: I am ill');
  });

  it('refunds a tutor’s cancellation at any time, even an hour before the start', async () => {
    const r = await room();
    const { session, slotIds } = await insertSession(t, r, { startingAt: startIn(1) });
    const res = await cancel(r.tutor.token, session.id, { reason: 'Family emergency' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', close_reason: 'cancelled_by_tutor' });
    expect(res.body.data.cancellation).toMatchObject({ status: 'refunded', requested_by: 'teacher' });
    expect((await balancesOf(t, r.student.user.id)).walletPence).toBe(10000);
    expect(await bookedFlags(t, slotIds)).toEqual([false, false]);
    const [entry] = await notificationsOf(t, r.student.user.id, 'session.cancelled');
    expect(entry!.data).toMatchObject({ session_id: session.id, reason: 'Family emergency' });
  });

  it('withdraws a request the tutor has not answered yet for free, even within 24 hours', async () => {
    const r = await room();
    const { session } = await insertSession(t, r, {
      startingAt: startIn(3),
      status: 'determination_pending',
    });
    const res = await cancel(r.student.token, session.id);
    expect(res.status).toBe(200);
    expect(res.body.data.cancellation.status).toBe('refunded');
    expect((await balancesOf(t, r.student.user.id)).walletPence).toBe(10000);
  });

  it('moves no money for a payment_pending request (nothing was held)', async () => {
    const r = await room({ funds: 0 });
    const { session, slotIds } = await insertSession(t, r, {
      startingAt: startIn(48),
      status: 'payment_pending',
    });
    const res = await cancel(r.student.token, session.id);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
    expect(await ledgerTransaction(t, `session_settle:${session.id}`)).toBeUndefined();
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 0, heldPence: 0 });
    expect(await bookedFlags(t, slotIds)).toEqual([false, false]);
  });
});

describe('POST /tutoring/{id}/cancel: refusals', () => {
  let r: Classroom;
  beforeAll(async () => {
    r = await room({ funds: 300 });
  });

  it('requires a reason', async () => {
    const { session } = await insertSession(t, r, { startingAt: startIn(30) });
    for (const body of [{}, { reason: '   ' }]) {
      const res = await cancel(r.student.token, session.id, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.reason).toEqual(['Reasons of cancellation is required']);
    }
    const th = await t.call('POST', `/api/v1/tutoring/${session.id}/cancel`, {
      token: r.student.token,
      body: {},
      headers: { 'accept-language': 'th' },
    });
    expect(th.body.errors.reason[0]).not.toBe('Reasons of cancellation is required');
  });

  it('answers 404 to anyone but the two participants, and to an unknown session', async () => {
    const { session } = await insertSession(t, r, { startingAt: startIn(40) });
    const stranger = await createUser(t.ctx);
    const otherTutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect((await cancel(stranger.token, session.id)).status).toBe(404);
    expect((await cancel(otherTutor.token, session.id)).status).toBe(404);
    expect((await cancel(r.student.token, 999_999)).status).toBe(404);
    expect(
      (await t.call('POST', `/api/v1/tutoring/${session.id}/cancel`, { body: { reason: 'x' } })).status,
    ).toBe(401);
    expect((await sessionRecord(t, session.id)).status).toBe('approved');
  });

  it('answers 409 once the session has started, or is closed, or already cancelled', async () => {
    const started = await insertSession(t, r, { startingAt: startIn(-0.5) });
    expect((await cancel(r.tutor.token, started.session.id)).status).toBe(409);
    for (const [i, status] of (['completed', 'rejected', 'cancelled'] as const).entries()) {
      const { session } = await insertSession(t, r, { startingAt: startIn(50 + i * 2), status });
      const res = await cancel(r.student.token, session.id);
      expect(res.status, status).toBe(409);
      expect(res.body.message).toBe('This session can no longer be cancelled');
    }
    const { session } = await insertSession(t, r, { startingAt: startIn(70) });
    expect((await cancel(r.student.token, session.id)).status).toBe(200);
    expect((await cancel(r.tutor.token, session.id)).status).toBe(409);
  });
});

describe('the 24-hour boundary', () => {
  it('is free a minute beyond 24 hours, a request at 24 hours and a minute inside', async () => {
    const r = await room();
    const early = await insertSession(t, r, { startingAt: startIn(100) });
    const exact = await insertSession(t, r, { startingAt: startIn(102) });
    const late = await insertSession(t, r, { startingAt: startIn(104) });

    clock.advance((100 - 24) * HOUR_MS - 60_000);
    expect((await cancel(r.student.token, early.session.id)).body.data.cancellation.status).toBe('refunded');
    clock.advance(2 * HOUR_MS + 60_000);
    const atBoundary = await cancel(r.student.token, exact.session.id);
    expect(atBoundary.body.data).toMatchObject({ status: 'approved', cancellation: { status: 'pending' } });
    clock.advance(2 * HOUR_MS + 60_000);
    expect((await cancel(r.student.token, late.session.id)).body.data.cancellation.status).toBe('pending');
  });

  it('counts real hours across the Europe/London clock change, not the wall clock', async () => {
    // Sunday 29 March 2026 10:00 BST = 09:00 UTC; the clocks went forward at 01:00 UTC that night.
    setNow('2026-03-28T09:30:00Z');
    const r = await room({
      student: { timeZone: 'Europe/London' },
      tutor: { timeZone: 'Europe/London', firstName: 'Malee', lastName: 'Sukjai' },
    });
    const { session } = await insertSession(t, r, { startingAt: new Date('2026-03-29T09:00:00Z') });
    // 09:30 GMT on Saturday to 10:00 BST on Sunday reads 24 h 30 min on a London clock, but is 23 h 30 min.
    const res = await cancel(r.student.token, session.id);
    expect(res.body.data.cancellation).toMatchObject({
      status: 'pending',
      decide_by: '2026-03-29T10:00:00.000Z',
    });
    expect(res.body.data.free_cancellation_until).toBe('2026-03-28T09:00:00.000Z');
    const email = await lastEmailTo(t.ctx, r.tutor.user.email);
    expect(email!.subject).toBe('A student asked to cancel a session');
    expect(email!.textBody).toContain('on Sunday, 29 March 2026 at 10:00 BST');
  });

  it('is the same 24 hours for a student in Asia/Bangkok, told in Thai', async () => {
    setNow('2026-04-01T10:00:00Z');
    const r = await room({
      student: { timeZone: 'Asia/Bangkok', language: 'th', firstName: 'สมชาย', lastName: 'ใจดี' },
      tutor: { timeZone: 'Europe/London' },
    });
    const free = await insertSession(t, r, { startingAt: new Date('2026-04-02T10:30:00Z') });
    const late = await insertSession(t, r, { startingAt: new Date('2026-04-02T09:30:00Z') });
    expect((await cancel(r.student.token, free.session.id)).body.data.cancellation.status).toBe('refunded');
    const pending = await cancel(r.student.token, late.session.id);
    expect(pending.body.data.cancellation.status).toBe('pending');

    const decided = await determine(r.tutor.token, pending.body.data.cancellation.id, 'refunded');
    expect(decided.status).toBe(200);
    const email = await lastEmailTo(t.ctx, r.student.user.email);
    expect(email).toMatchObject({ language: 'th', template: 'notification_cancellation_decided' });
    expect(email!.subject).toBe('คำขอยกเลิกของคุณได้รับเงินคืนแล้ว');
    // 09:30 UTC is 16:30 in Bangkok (UTC+7), in the Thai calendar's year 2569.
    expect(email!.textBody).toContain('16:30');
    expect(email!.textBody).toContain('2569');
    expect(email!.textBody).toContain('สวัสดีคุณ สมชาย ใจดี');
  });
});

describe('PUT /cancellations/{id}/determine', () => {
  async function pendingCancellation(r: Classroom, hoursAhead = 5) {
    const { session, slotIds } = await insertSession(t, r, { startingAt: startIn(hoursAhead) });
    const res = await cancel(r.student.token, session.id, { reason: 'Exam moved' });
    expect(res.body.data.cancellation.status).toBe('pending');
    return { session, slotIds, cancellationId: res.body.data.cancellation.id as number };
  }

  it('asks the tutor: the session stays approved and the money held until decided', async () => {
    const r = await room();
    const { session, cancellationId } = await pendingCancellation(r);
    expect(await sessionRecord(t, session.id)).toMatchObject({ status: 'approved', closeReason: null });
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 7500, heldPence: 2500 });
    expect(await cancellationOf(t, session.id)).toMatchObject({
      id: cancellationId,
      status: 'pending',
      decideBy: session.endingAt,
    });
    const [entry] = await notificationsOf(t, r.tutor.user.id, 'cancellation.requested');
    expect(entry!.data).toMatchObject({ session_id: session.id, reason: 'Exam moved' });
    const again = await cancel(r.student.token, session.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "A cancellation of this session is already waiting for the tutor's decision",
    );
  });

  it('kept: the session is cancelled and the held money goes to the tutor’s earnings', async () => {
    const r = await room();
    const { session, cancellationId, slotIds } = await pendingCancellation(r);
    const res = await determine(r.tutor.token, cancellationId, 'kept');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      close_reason: 'cancelled_by_student',
      cancellation: { status: 'kept' },
    });
    expect(await ledgerTransaction(t, `session_settle:${session.id}`)).toMatchObject({
      kind: 'tutor_earning',
      entries: { held: -2500, earnings: 2500 },
    });
    expect(await balancesOf(t, r.tutor.user.id)).toMatchObject({ earningsPence: 2500 });
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 7500, heldPence: 0 });
    expect(await bookedFlags(t, slotIds)).toEqual([false, false]);
    const email = await lastEmailTo(t.ctx, r.student.user.email);
    expect(email!.subject).toBe('Your cancellation: the tutor kept the payment');
    expect((await determine(r.tutor.token, cancellationId, 'refunded')).status).toBe(409);
  });

  it('refunded: the session is cancelled and the student refunded', async () => {
    const r = await room();
    const { session, cancellationId } = await pendingCancellation(r);
    const res = await determine(r.tutor.token, cancellationId, 'refunded');
    expect(res.body.data.cancellation.status).toBe('refunded');
    expect(await ledgerTransaction(t, `session_settle:${session.id}`)).toMatchObject({
      kind: 'booking_refund',
    });
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 10000, heldPence: 0 });
    expect((await balancesOf(t, r.tutor.user.id)).earningsPence).toBe(0);
    const [entry] = await notificationsOf(t, r.student.user.id, 'cancellation.decided');
    expect(entry!.data).toMatchObject({ status: 'refunded', cancellation_id: cancellationId });
  });

  it('is the session’s tutor’s alone: the student 403, anyone else 404; and checks the status', async () => {
    const r = await room();
    const { cancellationId } = await pendingCancellation(r);
    const otherTutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const student = await determine(r.student.token, cancellationId, 'refunded');
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('Only the tutor can decide a cancellation');
    expect((await determine(otherTutor.token, cancellationId, 'kept')).status).toBe(404);
    expect((await determine(r.tutor.token, 999_999, 'kept')).status).toBe(404);
    const bad = await determine(r.tutor.token, cancellationId, 'pending');
    expect(bad.status).toBe(422);
    expect((await cancellationOf(t, (await pendingCancellation(r, 7)).session.id))!.status).toBe('pending');
  });

  it('answers 409 for a cancellation that was free (already refunded)', async () => {
    const r = await room();
    const { session } = await insertSession(t, r, { startingAt: startIn(60) });
    const res = await cancel(r.student.token, session.id);
    expect((await determine(r.tutor.token, res.body.data.cancellation.id, 'kept')).status).toBe(409);
  });

  it('undecided by the session’s end: refunded by the job, and never completed by the sessions job', async () => {
    const r = await room();
    const { session, cancellationId } = await pendingCancellation(r, 2);
    await refundUndecidedCancellations(t.ctx);
    expect((await cancellationOf(t, session.id))!.status).toBe('pending');
    clock.advance(3 * HOUR_MS);
    // The completion job runs first and leaves a session with a cancellation alone.
    await completeEndedSessions(t.ctx);
    expect((await sessionRecord(t, session.id)).status).toBe('approved');
    expect(await refundUndecidedCancellations(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await refundUndecidedCancellations(t.ctx)).toBe(0);
    expect(await sessionRecord(t, session.id)).toMatchObject({
      status: 'cancelled',
      closeReason: 'cancelled_by_student',
    });
    expect(await cancellationOf(t, session.id)).toMatchObject({ id: cancellationId, status: 'refunded' });
    expect(await ledgerTransaction(t, `session_settle:${session.id}`)).toMatchObject({
      kind: 'booking_refund',
    });
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 10000, heldPence: 0 });
    expect((await determine(r.tutor.token, cancellationId, 'kept')).status).toBe(409);
    expect(
      (await emailsTo(t.ctx, r.student.user.email)).some(
        (e) => e.subject === 'Your cancellation was refunded',
      ),
    ).toBe(true);
  });
});
