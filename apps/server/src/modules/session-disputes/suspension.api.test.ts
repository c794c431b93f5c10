import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bookedFlags, notificationsOf } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import {
  balancesOf,
  cancellationOf,
  createClassroom,
  HOUR_MS,
  insertSession,
  sessionRecord,
} from '../../../test/sessions.ts';
import { ledgerTransaction } from '../../../test/wallet.ts';
import { cancellations, tutoringSessions } from '../../platform/db/schema/index.ts';
import { releaseSessionMoney } from '../session-money/index.ts';
import { completeEndedSessions, releaseSessionEarnings } from '../sessions/index.ts';

const NOW = new Date('2026-04-06T08:00:00Z');
const clock = movableClock(NOW);
let t: TestApp;
let catalogue: ProfileCatalogue;
let admin: CreatedUser;

const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR_MS);

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
  admin = await createUser(t.ctx, { role: 'admin' });
});

describe('POST /admin/users/{id}/suspend of a tutor', () => {
  it('cancels and refunds future sessions, and holds the money of past ones for an admin', async () => {
    const r = await createClassroom(t, { catalogue, funds: 200 });
    const future = await insertSession(t, r, { startingAt: at(48) });
    const requested = await insertSession(t, r, { startingAt: at(72), status: 'determination_pending' });
    const unpaid = await insertSession(t, r, { startingAt: at(96), status: 'payment_pending' });
    const lateCancel = await insertSession(t, r, { startingAt: at(10) });
    await t.ctx.db.insert(cancellations).values({
      sessionId: lateCancel.session.id,
      requestedById: r.student.user.id,
      requestedByRole: 'student',
      reason: 'Ill',
      status: 'pending',
      decideBy: at(11),
    });
    // Taken place: completed in its no-show window, ended but not completed yet, and paid out already.
    const completed = await insertSession(t, r, { startingAt: at(-5), status: 'completed' });
    await t.ctx.db
      .update(tutoringSessions)
      .set({ releaseDueAt: at(19) })
      .where(eq(tutoringSessions.id, completed.session.id));
    const ended = await insertSession(t, r, { startingAt: at(-2) });
    const paid = await insertSession(t, r, { startingAt: at(-30), status: 'completed' });
    await t.ctx.db.transaction((tx) => releaseSessionMoney(tx, paid.session, at(-5)));
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 5000, heldPence: 12500 });

    const res = await t.call('POST', `/api/v1/admin/users/${r.tutor.user.id}/suspend`, {
      token: admin.token,
      body: { reason: 'Did not turn up to lessons' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    for (const { session, slotIds } of [future, requested, unpaid]) {
      expect(await sessionRecord(t, session.id)).toMatchObject({
        status: 'cancelled',
        closeReason: 'tutor_suspended',
        closedAt: NOW,
      });
      expect(await bookedFlags(t, slotIds)).toEqual([false, false]);
    }
    expect(await ledgerTransaction(t, `session_settle:${future.session.id}`)).toMatchObject({
      kind: 'booking_refund',
      entries: { held: -2500, wallet: 2500 },
    });
    expect(await ledgerTransaction(t, `session_settle:${requested.session.id}`)).toMatchObject({
      kind: 'booking_refund',
    });
    expect(await ledgerTransaction(t, `session_settle:${unpaid.session.id}`)).toBeUndefined();
    expect(await cancellationOf(t, lateCancel.session.id)).toMatchObject({ status: 'refunded' });
    expect(await ledgerTransaction(t, `session_settle:${lateCancel.session.id}`)).toMatchObject({
      kind: 'booking_refund',
    });
    const notices = await notificationsOf(t, r.student.user.id, 'session.tutor_suspended');
    expect(notices.map((n) => n.data.session_id).sort()).toEqual(
      [future.session.id, requested.session.id, unpaid.session.id].sort(),
    );
    expect(await notificationsOf(t, r.student.user.id, 'cancellation.decided')).toHaveLength(1);

    // The past sessions' money stays held, whatever the jobs do, until an admin decides.
    clock.advance(30 * HOUR_MS);
    await completeEndedSessions(t.ctx);
    await releaseSessionEarnings(t.ctx);
    expect((await sessionRecord(t, ended.session.id)).status).toBe('completed');
    for (const { session } of [completed, ended]) {
      expect(await ledgerTransaction(t, `session_settle:${session.id}`)).toBeUndefined();
    }
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 12500, heldPence: 5000 });
    expect((await balancesOf(t, r.tutor.user.id)).earningsPence).toBe(2500);

    const list = await t.call('GET', '/api/v1/admin/session-disputes', { token: admin.token });
    expect(list.status).toBe(200);
    const mine = list.body.data.filter(
      (d: { session: { teacher: { id: number } } }) => d.session.teacher.id === r.tutor.user.id,
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      kind: 'tutor_suspended',
      status: 'pending',
      reported_by: null,
      amount: 25,
      student_amount: null,
    });
    expect(mine.map((d: { session: { id: number } }) => d.session.id).sort()).toEqual(
      [completed.session.id, ended.session.id].sort(),
    );

    const decided = await t.call('POST', `/api/v1/admin/session-disputes/${mine[0].id}/decide`, {
      token: admin.token,
      body: { decision: 'refund' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data).toMatchObject({ status: 'refunded', student_amount: 25, tutor_amount: 0 });
    expect(await balancesOf(t, r.student.user.id)).toMatchObject({ walletPence: 15000, heldPence: 2500 });
  });

  it('leaves a student’s suspension and a tutor without sessions as before', async () => {
    const r = await createClassroom(t, { catalogue, funds: 50 });
    const booked = await insertSession(t, r, { startingAt: at(200) });
    const res = await t.call('POST', `/api/v1/admin/users/${r.student.user.id}/suspend`, {
      token: admin.token,
      body: { reason: 'Spam' },
    });
    expect(res.status).toBe(200);
    expect((await sessionRecord(t, booked.session.id)).status).toBe('approved');
    const idle = await createClassroom(t, { catalogue, funds: 0 });
    const tutorRes = await t.call('POST', `/api/v1/admin/users/${idle.tutor.user.id}/suspend`, {
      token: admin.token,
      body: { reason: 'Spam' },
    });
    expect(tutorRes.status).toBe(200);
  });
});
