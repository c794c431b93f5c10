import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book, bookedFlags, notificationsOf } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { balancesOf, createClassroom, HOUR_MS, sessionRecord } from '../../../test/sessions.ts';
import { ledgerTransaction, topUp } from '../../../test/wallet.ts';
import { cancellations } from '../../platform/db/schema/index.ts';
import { restoreBufferedSlots } from '../availability/index.ts';
import {
  completeEndedSessions,
  expireUnansweredSessions,
  lapseUnpaidSessions,
  releaseSessionEarnings,
} from './index.ts';

const clock = movableClock(new Date('2026-04-06T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;

const HALF_HOUR_MS = HOUR_MS / 2;
/** `hours` from the last half hour (slots start on :00 or :30). */
const startIn = (hours: number) =>
  new Date(Math.floor(clock.now().getTime() / HALF_HOUR_MS) * HALF_HOUR_MS + hours * HOUR_MS);
const room = (options: Parameters<typeof createClassroom>[1] = {}) =>
  createClassroom(t, { catalogue, ...options });
const determine = (token: string, id: number, body: unknown) =>
  t.call('PUT', `/api/v1/tutoring/${id}/determine`, { token, body });

/** A room whose student has booked an hour `hoursAhead` from now (25 pounds from a 100 pound wallet). */
async function booked(hoursAhead: number, options: Parameters<typeof createClassroom>[1] = {}) {
  const r = await room(options);
  const slotIds = await addSlots(t, r.tutor.token, startIn(hoursAhead));
  const res = await book(t, r.student.token, slotIds, catalogue.maths.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...r, slotIds, session: res.body.data.session, topUpNeeded: res.body.data.top_up_needed };
}

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
});

describe('PUT /tutoring/{id}/determine', () => {
  it('approves: the session is booked with its meeting link, the money stays held, the student is told', async () => {
    const b = await booked(30);
    const pending = await t.call('GET', '/api/v1/tutoring/pending', { token: b.tutor.token });
    expect(pending.body.data.map((s: { id: number }) => s.id)).toEqual([b.session.id]);

    const res = await determine(b.tutor.token, b.session.id, { status: 'approved' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      join_link: `/tuition/sessions/meeting?sessionId=${b.session.id}`,
      answer_due_at: null,
    });
    expect(await balancesOf(t, b.student.user.id)).toMatchObject({ walletPence: 7500, heldPence: 2500 });
    expect(await notificationsOf(t, b.student.user.id, 'session.approved')).toHaveLength(1);
    expect((await t.call('GET', '/api/v1/tutoring/pending', { token: b.tutor.token })).body.data).toEqual([]);
  });

  it('rejects with a reason: refunded at once, the time freed, the student told', async () => {
    const b = await booked(31);
    for (const body of [{ status: 'rejected' }, { status: 'rejected', rejection_reason: '  ' }]) {
      const res = await determine(b.tutor.token, b.session.id, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.rejection_reason).toEqual(['Reasons of rejection is required']);
    }
    expect((await determine(b.tutor.token, b.session.id, { status: 'maybe' })).status).toBe(422);

    const res = await determine(b.tutor.token, b.session.id, {
      status: 'rejected',
      rejection_reason: 'I am away that week',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      close_reason: 'rejected_by_tutor',
      rejection_reason: 'I am away that week',
      join_link: null,
    });
    expect(await ledgerTransaction(t, `session_settle:${b.session.id}`)).toMatchObject({
      kind: 'booking_refund',
      entries: { held: -2500, wallet: 2500 },
    });
    expect(await balancesOf(t, b.student.user.id)).toMatchObject({ walletPence: 10000, heldPence: 0 });
    expect(await bookedFlags(t, b.slotIds)).toEqual([false, false]);
    const [entry] = await notificationsOf(t, b.student.user.id, 'session.rejected');
    expect(entry!.data).toMatchObject({ session_id: b.session.id });

    // The freed time can be booked again.
    const next = await room();
    expect((await book(t, next.student.token, b.slotIds, catalogue.maths.id)).status).toBe(200);
  });

  it('refuses a student (403), another tutor (404), an unknown id (404), and a second answer (409)', async () => {
    const b = await booked(32);
    const student = await determine(b.student.token, b.session.id, { status: 'approved' });
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('Only tutors can do this.');
    const otherTutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect((await determine(otherTutor.token, b.session.id, { status: 'approved' })).status).toBe(404);
    expect((await determine(b.tutor.token, 999_999, { status: 'approved' })).status).toBe(404);
    expect((await determine(b.tutor.token, b.session.id, { status: 'approved' })).status).toBe(200);
    const twice = await determine(b.tutor.token, b.session.id, { status: 'rejected', rejection_reason: 'x' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This request is no longer waiting for an answer');
    expect((await sessionRecord(t, b.session.id)).status).toBe('approved');
    expect((await t.call('GET', '/api/v1/tutoring/pending', { token: b.student.token })).status).toBe(403);
  });

  it('refuses to answer a request still waiting for payment (409)', async () => {
    const b = await booked(33, { funds: 10 });
    expect(b.session.status).toBe('payment_pending');
    expect((await determine(b.tutor.token, b.session.id, { status: 'approved' })).status).toBe(409);
  });
});

describe('payment_pending: a top-up resumes the booking, or it lapses after 30 minutes', () => {
  it('a top-up through the payment events holds the money and asks the tutor, oldest request first', async () => {
    const b = await booked(40, { funds: 10 });
    expect(b.topUpNeeded).toBe(15);
    const laterSlots = await addSlots(t, b.tutor.token, startIn(42));
    clock.advance(60_000);
    const later = (await book(t, b.student.token, laterSlots, catalogue.maths.id)).body.data.session;
    expect(later.status).toBe('payment_pending');

    // 10 + 20 pounds covers the first request (25) only.
    await topUp(t, b.student.token, 20);
    const first = await sessionRecord(t, b.session.id);
    expect(first).toMatchObject({ status: 'determination_pending', answerDueAt: startIn(40) });
    expect((await sessionRecord(t, later.id)).status).toBe('payment_pending');
    expect(await ledgerTransaction(t, `session_hold:${b.session.id}`)).toMatchObject({
      entries: { wallet: -2500, held: 2500 },
    });
    expect(await balancesOf(t, b.student.user.id)).toMatchObject({ walletPence: 500, heldPence: 2500 });
    expect(await notificationsOf(t, b.tutor.user.id, 'session.requested')).toHaveLength(1);

    await topUp(t, b.student.token, 20);
    expect((await sessionRecord(t, later.id)).status).toBe('determination_pending');
    expect(await balancesOf(t, b.student.user.id)).toMatchObject({ walletPence: 0, heldPence: 5000 });
  });

  it('lapses after 30 minutes: cancelled, the time freed, nothing moved, the student told; once', async () => {
    const b = await booked(50, { funds: 10 });
    clock.advance(29 * 60_000);
    await lapseUnpaidSessions(t.ctx, restoreBufferedSlots);
    expect((await sessionRecord(t, b.session.id)).status).toBe('payment_pending');
    clock.advance(60_000);
    // Two instances running the job at once move it once (one notification).
    await Promise.all([
      lapseUnpaidSessions(t.ctx, restoreBufferedSlots),
      lapseUnpaidSessions(t.ctx, restoreBufferedSlots),
    ]);
    expect(await sessionRecord(t, b.session.id)).toMatchObject({
      status: 'cancelled',
      closeReason: 'payment_lapsed',
      closedAt: clock.now(),
    });
    expect(await bookedFlags(t, b.slotIds)).toEqual([false, false]);
    expect(await ledgerTransaction(t, `session_settle:${b.session.id}`)).toBeUndefined();
    expect(await notificationsOf(t, b.student.user.id, 'session.payment_lapsed')).toHaveLength(1);

    // A top-up landing afterwards leaves the lapsed request alone.
    await topUp(t, b.student.token, 20);
    expect((await sessionRecord(t, b.session.id)).status).toBe('cancelled');
    expect(await balancesOf(t, b.student.user.id)).toMatchObject({ walletPence: 3000, heldPence: 0 });
  });
});

describe('the jobs: expiry and completion', () => {
  it('expires a request unanswered for 48 hours: refunded, the time freed, both told; once', async () => {
    const b = await booked(72);
    clock.advance(48 * HOUR_MS - 60_000);
    await expireUnansweredSessions(t.ctx, restoreBufferedSlots);
    expect((await sessionRecord(t, b.session.id)).status).toBe('determination_pending');
    clock.advance(60_000);
    // At its deadline, before the job runs, the tutor can no longer answer.
    expect((await determine(b.tutor.token, b.session.id, { status: 'approved' })).status).toBe(409);
    await Promise.all([
      expireUnansweredSessions(t.ctx, restoreBufferedSlots),
      expireUnansweredSessions(t.ctx, restoreBufferedSlots),
    ]);
    expect(await sessionRecord(t, b.session.id)).toMatchObject({
      status: 'cancelled',
      closeReason: 'expired_unanswered',
    });
    expect(await ledgerTransaction(t, `session_settle:${b.session.id}`)).toMatchObject({
      kind: 'booking_refund',
      entries: { held: -2500, wallet: 2500 },
    });
    expect(await balancesOf(t, b.student.user.id)).toMatchObject({ walletPence: 10000, heldPence: 0 });
    expect(await bookedFlags(t, b.slotIds)).toEqual([false, false]);
    expect(await notificationsOf(t, b.student.user.id, 'session.expired')).toHaveLength(1);
    expect(await notificationsOf(t, b.tutor.user.id, 'session.expired')).toHaveLength(1);
  });

  it('expires a request at its start when that comes before 48 hours', async () => {
    const b = await booked(6);
    clock.advance(6 * HOUR_MS);
    await expireUnansweredSessions(t.ctx, restoreBufferedSlots);
    expect((await sessionRecord(t, b.session.id)).closeReason).toBe('expired_unanswered');
    expect((await balancesOf(t, b.student.user.id)).heldPence).toBe(0);
  });

  it('completes an approved session once it has ended, and pays the tutor only 24 hours after the end', async () => {
    const b = await booked(3);
    expect((await determine(b.tutor.token, b.session.id, { status: 'approved' })).status).toBe(200);
    clock.advance(3.5 * HOUR_MS);
    await completeEndedSessions(t.ctx);
    expect((await sessionRecord(t, b.session.id)).status).toBe('approved');
    clock.advance(0.5 * HOUR_MS);
    await Promise.all([completeEndedSessions(t.ctx), completeEndedSessions(t.ctx)]);
    const end = new Date(b.session.ending_at);
    const releaseAt = new Date(end.getTime() + 24 * HOUR_MS);
    expect(await sessionRecord(t, b.session.id)).toMatchObject({
      status: 'completed',
      completedAt: clock.now(),
      releaseDueAt: releaseAt,
    });
    // The no-show window: the money stays held, and either side may still report.
    expect(await ledgerTransaction(t, `session_settle:${b.session.id}`)).toBeUndefined();
    expect(await balancesOf(t, b.student.user.id)).toMatchObject({ walletPence: 7500, heldPence: 2500 });
    expect(await notificationsOf(t, b.student.user.id, 'session.completed')).toHaveLength(1);
    expect(await notificationsOf(t, b.tutor.user.id, 'session.completed')).toHaveLength(1);
    const past = await t.call('GET', '/api/v1/tutoring/sessions?scope=past', { token: b.student.token });
    expect(past.body.data[0]).toMatchObject({
      id: b.session.id,
      status: 'completed',
      join_link: null,
      no_show_report_until: releaseAt.toISOString(),
      dispute: null,
    });

    clock.advance(releaseAt.getTime() - clock.now().getTime() - 1);
    await releaseSessionEarnings(t.ctx);
    expect(await ledgerTransaction(t, `session_settle:${b.session.id}`)).toBeUndefined();
    clock.advance(1);
    await Promise.all([releaseSessionEarnings(t.ctx), releaseSessionEarnings(t.ctx)]);
    expect(await ledgerTransaction(t, `session_settle:${b.session.id}`)).toMatchObject({
      kind: 'tutor_earning',
      user_id: b.tutor.user.id,
      entries: { held: -2500, earnings: 2500 },
    });
    expect(await balancesOf(t, b.student.user.id)).toMatchObject({ walletPence: 7500, heldPence: 0 });
    expect((await balancesOf(t, b.tutor.user.id)).earningsPence).toBe(2500);
    expect((await sessionRecord(t, b.session.id)).releaseDueAt).toBeNull();
  });

  it('leaves an ended session with a cancellation to the cancellations module (no release)', async () => {
    const b = await booked(2);
    await determine(b.tutor.token, b.session.id, { status: 'approved' });
    await t.ctx.db.insert(cancellations).values({
      sessionId: b.session.id,
      requestedById: b.student.user.id,
      requestedByRole: 'student',
      reason: 'Ill',
      status: 'pending',
      decideBy: startIn(3),
    });
    clock.advance(3 * HOUR_MS);
    await completeEndedSessions(t.ctx);
    expect((await sessionRecord(t, b.session.id)).status).toBe('approved');
    expect(await ledgerTransaction(t, `session_settle:${b.session.id}`)).toBeUndefined();
  });
});
