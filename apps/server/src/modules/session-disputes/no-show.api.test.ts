import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/admin.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { notificationsOf } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import {
  balancesOf,
  type Classroom,
  createClassroom,
  HOUR_MS,
  insertSession,
  sessionRecord,
} from '../../../test/sessions.ts';
import { ledgerTransaction } from '../../../test/wallet.ts';
import { completeEndedSessions, releaseSessionEarnings } from '../sessions/index.ts';

const clock = movableClock(new Date('2026-04-06T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;
let admin: CreatedUser;

const report = (token: string, id: number, body: unknown = { reason: 'Waited 30 minutes, nobody came' }) =>
  t.call('POST', `/api/v1/tutoring/${id}/no-show`, { token, body });
const decide = (id: number, body: unknown) =>
  t.call('POST', `/api/v1/admin/session-disputes/${id}/decide`, { token: admin.token, body });

/** An approved hour that started `hoursAgo` and was completed by the job (25 pounds held). */
async function tookPlace(hoursAgo: number): Promise<Classroom & { sessionId: number }> {
  const r = await createClassroom(t, { catalogue });
  const start = new Date(Math.floor(clock.now().getTime() / HOUR_MS - hoursAgo) * HOUR_MS);
  const { session } = await insertSession(t, r, { startingAt: start });
  await completeEndedSessions(t.ctx);
  return { ...r, sessionId: session.id };
}

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
  admin = await createUser(t.ctx, { role: 'admin' });
});

describe('POST /tutoring/{id}/no-show', () => {
  it('a student reports; the money is not released after 24 hours; the admin splits it, once', async () => {
    const r = await tookPlace(2);
    const res = await report(r.student.token, r.sessionId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: r.sessionId,
      status: 'completed',
      dispute: { kind: 'no_show', status: 'pending', reported_by: 'student' },
    });
    expect(await notificationsOf(t, r.tutor.user.id, 'session.no_show_reported')).toHaveLength(1);
    expect(await notificationsOf(t, r.student.user.id, 'session.no_show_reported')).toHaveLength(0);
    // The tutor cannot answer with a report of their own.
    const again = await report(r.tutor.token, r.sessionId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This session is already with our team, who will decide about its payment.',
    );

    clock.advance(30 * HOUR_MS);
    await releaseSessionEarnings(t.ctx);
    expect(await ledgerTransaction(t, `session_settle:${r.sessionId}`)).toBeUndefined();
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 7500, heldPence: 2500 });

    const list = await t.call('GET', '/api/v1/admin/session-disputes', { token: admin.token });
    const dispute = list.body.data.find((d: { session: { id: number } }) => d.session.id === r.sessionId);
    expect(dispute).toMatchObject({
      kind: 'no_show',
      status: 'pending',
      reported_by: 'student',
      reason: 'Waited 30 minutes, nobody came',
      amount: 25,
      decided_at: null,
    });

    const wrong = await decide(dispute.id, { decision: 'split', student_amount: 10, tutor_amount: 10 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('The two amounts must each be more than £0 and add up to £25.00.');
    const missing = await decide(dispute.id, { decision: 'split', student_amount: 10 });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe("Enter the student's and the tutor's amounts to split the payment.");

    const [first, second] = await Promise.all([
      decide(dispute.id, { decision: 'split', student_amount: 10, tutor_amount: 15 }),
      decide(dispute.id, { decision: 'release' }),
    ]);
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers.map((a) => a.status)).toEqual([200, 409]);
    expect(answers[1]!.body.message).toBe('This case has already been decided.');
    const outcome = answers[0]!.body.data;
    const student = await balancesOf(t, r.student.user.id);
    const tutor = await balancesOf(t, r.tutor.user.id);
    if (outcome.status === 'split') {
      expect(outcome).toMatchObject({ student_amount: 10, tutor_amount: 15 });
      expect(await ledgerTransaction(t, `session_settle:${r.sessionId}`)).toMatchObject({
        kind: 'booking_refund',
        entries: { held: -1000, wallet: 1000 },
      });
      expect(await ledgerTransaction(t, `session_settle_tutor:${r.sessionId}`)).toMatchObject({
        kind: 'tutor_earning',
        user_id: r.tutor.user.id,
        entries: { held: -1500, earnings: 1500 },
      });
      expect(student).toMatchObject({ walletPence: 8500, heldPence: 0 });
      expect(tutor.earningsPence).toBe(1500);
    } else {
      expect(outcome).toMatchObject({ status: 'released', student_amount: 0, tutor_amount: 25 });
      expect(student).toMatchObject({ walletPence: 7500, heldPence: 0 });
      expect(tutor.earningsPence).toBe(2500);
    }
    expect(outcome.decided_at).toBe(clock.now().toISOString());
    for (const user of [r.student.user, r.tutor.user]) {
      const [notice] = await notificationsOf(t, user.id, 'session.payment_decided');
      expect(notice?.data).toMatchObject({ session_id: r.sessionId, status: outcome.status });
    }
    // Nothing moves twice: the release job and a repeat decision find it settled.
    await releaseSessionEarnings(t.ctx);
    expect((await decide(dispute.id, { decision: 'refund' })).status).toBe(409);
    expect(await balancesOf(t, r.student.user.id)).toEqual(student);
  });

  it('a tutor reports, without a reason; the admin refunds the student', async () => {
    const r = await tookPlace(1);
    const res = await t.call('POST', `/api/v1/tutoring/${r.sessionId}/no-show`, { token: r.tutor.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.dispute).toMatchObject({ reported_by: 'teacher' });
    expect(await notificationsOf(t, r.student.user.id, 'session.no_show_reported')).toHaveLength(1);
    const list = await t.call('GET', '/api/v1/admin/session-disputes', { token: admin.token });
    const dispute = list.body.data.find((d: { session: { id: number } }) => d.session.id === r.sessionId);
    expect(dispute.reason).toBeNull();
    const decided = await decide(dispute.id, { decision: 'refund' });
    expect(decided.body.data).toMatchObject({ status: 'refunded', student_amount: 25, tutor_amount: 0 });
    expect(await ledgerTransaction(t, `session_settle:${r.sessionId}`)).toMatchObject({
      kind: 'booking_refund',
      entries: { held: -2500, wallet: 2500 },
    });
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 10000, heldPence: 0 });
    const decidedList = await t.call('GET', '/api/v1/admin/session-disputes?status=decided', {
      token: admin.token,
    });
    expect(decidedList.body.data[0]).toMatchObject({ id: dispute.id, status: 'refunded' });
  });

  it('is refused before the end, after 24 hours, for a cancelled session, and to anyone else', async () => {
    const r = await createClassroom(t, { catalogue });
    const start = new Date(Math.ceil(clock.now().getTime() / HOUR_MS + 2) * HOUR_MS);
    const { session } = await insertSession(t, r, { startingAt: start });
    const early = await report(r.student.token, session.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'A no-show can be reported only in the 24 hours after a booked session ends.',
    );
    const stranger = await createUser(t.ctx);
    expect((await report(stranger.token, session.id)).status).toBe(404);
    expect((await report(admin.token, session.id)).status).toBe(404);
    expect((await report(r.student.token, 2_000_000_000)).status).toBe(404);
    expect((await t.call('POST', `/api/v1/tutoring/${session.id}/no-show`, { body: {} })).status).toBe(401);
    expect((await report(r.student.token, session.id, { reason: 'x'.repeat(1001) })).status).toBe(422);

    const late = await tookPlace(26);
    expect((await report(late.student.token, late.sessionId)).status).toBe(409);
    // Completed before the no-show window existed (no release due): its money was paid out already.
    const paidOut = await createClassroom(t, { catalogue });
    const hourAgo = new Date(Math.floor(clock.now().getTime() / HOUR_MS - 2) * HOUR_MS);
    const old = await insertSession(t, paidOut, { startingAt: hourAgo, status: 'completed' });
    expect((await report(paidOut.student.token, old.session.id)).status).toBe(409);

    const cancelled = await createClassroom(t, { catalogue });
    const far = new Date(Math.ceil(clock.now().getTime() / HOUR_MS + 72) * HOUR_MS);
    const booked = await insertSession(t, cancelled, { startingAt: far });
    const cancel = await t.call('POST', `/api/v1/tutoring/${booked.session.id}/cancel`, {
      token: cancelled.student.token,
      body: { reason: 'Holiday' },
    });
    expect(cancel.status).toBe(200);
    clock.advance(74 * HOUR_MS);
    expect((await report(cancelled.student.token, booked.session.id)).status).toBe(409);
    expect((await sessionRecord(t, booked.session.id)).status).toBe('cancelled');
  });

  it('is for admins only in the console; an unknown case is 404', async () => {
    await expectAdminOnly(
      t,
      [
        { method: 'GET', url: '/api/v1/admin/session-disputes' },
        { method: 'POST', url: '/api/v1/admin/session-disputes/1/decide', body: { decision: 'refund' } },
      ],
      async () => null,
    );
    expect((await decide(2_000_000_000, { decision: 'refund' })).status).toBe(404);
    expect((await decide(1, { decision: 'keep' })).status).toBe(422);
  });
});
