import { and, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { book, bookedFlags, insertSlots, notificationsOf } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser, lastEmailTo } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import {
  balancesOf,
  createClassroom,
  HOUR_MS,
  insertSession,
  sessionRecord,
} from '../../../test/sessions.ts';
import { topUp } from '../../../test/wallet.ts';
import { saveDailyHours } from '../../../test/weekly-hours.ts';
import { availabilities } from '../../platform/db/schema/index.ts';
import { lapseReschedules } from './index.ts';

const clock = movableClock(new Date('2026-03-20T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;

/** A start on the half hour, `hours` from now. */
const startIn = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

const propose = (token: string, sessionId: number, ids: number[]) =>
  t.call('POST', `/api/v1/tutoring/${sessionId}/reschedule`, { token, body: { availability_ids: ids } });
const answer = (token: string, id: number, action: 'accept' | 'decline' | 'withdraw') =>
  t.call('POST', `/api/v1/reschedules/${id}/${action}`, { token });
const history = (token: string, sessionId: number) =>
  t.call('GET', `/api/v1/tutoring/${sessionId}/reschedules`, { token });

const room = (options: Parameters<typeof createClassroom>[1] = {}) =>
  createClassroom(t, { catalogue, ...options });

/** A one-hour session `hours` ahead and two free slots of its tutor `newHours` ahead. */
async function sessionWithFreeTime(
  hours: number,
  newHours: number,
  status: Parameters<typeof insertSession>[2]['status'] = 'approved',
  people: Parameters<typeof createClassroom>[1] = {},
) {
  const r = await room(people);
  const { session, slotIds } = await insertSession(t, r, { startingAt: startIn(hours), status });
  const freeIds = await insertSlots(t, r.tutor.user.id, startIn(newHours), 2);
  return { r, session, slotIds, freeIds };
}

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
});

describe('rescheduling more than 24 hours ahead', () => {
  it('moves an approved session when the tutor accepts the student’s time: same id, money held, slots swapped', async () => {
    const { r, session, slotIds, freeIds } = await sessionWithFreeTime(72, 96);
    const before = await balancesOf(t, r.student.user.id);

    const proposed = await propose(r.student.token, session.id, freeIds);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.data.starting_at).toBe(startIn(72).toISOString());
    expect(proposed.body.data.reschedule).toMatchObject({
      proposed_by: 'student',
      status: 'open',
      starting_at: startIn(96).toISOString(),
      ending_at: startIn(97).toISOString(),
      previous_starting_at: startIn(72).toISOString(),
    });
    // The tutor sees the open proposal on the session, is told in the app and by e-mail.
    const seen = await t.call('GET', `/api/v1/tutoring/${session.id}`, { token: r.tutor.token });
    expect(seen.body.data.reschedule.id).toBe(proposed.body.data.reschedule.id);
    expect(await notificationsOf(t, r.tutor.user.id, 'reschedule.proposed')).toHaveLength(1);
    const mail = await lastEmailTo(t.ctx, r.tutor.user.email);
    expect(mail).toMatchObject({ template: 'notification_reschedule_proposed' });
    expect(mail!.subject).toBe('A new time is proposed for your session');
    expect(mail!.textBody).toContain('Somchai Student proposed to move the Maths session');
    // Nothing moved yet: the proposed time is still free for anyone.
    expect(await bookedFlags(t, freeIds)).toEqual([false, false]);

    const accepted = await answer(r.tutor.token, proposed.body.data.reschedule.id, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({
      id: session.id,
      status: 'approved',
      starting_at: startIn(96).toISOString(),
      ending_at: startIn(97).toISOString(),
      price: 25,
      reschedule: null,
    });
    expect(await bookedFlags(t, freeIds)).toEqual([true, true]);
    expect(await bookedFlags(t, slotIds)).toEqual([false, false]);
    expect(await balancesOf(t, r.student.user.id)).toEqual(before);
    expect(await notificationsOf(t, r.student.user.id, 'reschedule.accepted')).toHaveLength(1);
    expect(await notificationsOf(t, r.tutor.user.id, 'reschedule.accepted')).toHaveLength(1);
    expect((await lastEmailTo(t.ctx, r.student.user.email))!.subject).toBe('Your session has a new time');

    const past = await history(r.student.token, session.id);
    expect(past.body.data).toMatchObject([{ status: 'accepted', proposed_by: 'student' }]);
    expect(past.body.data[0].decided_at).toBe(clock.now().toISOString());
  });

  it('moves a request still waiting for the tutor when the student accepts the tutor’s time', async () => {
    const { r, session, freeIds } = await sessionWithFreeTime(72, 50, 'determination_pending', {
      student: { language: 'th', timeZone: 'Asia/Bangkok' },
    });
    const proposed = await propose(r.tutor.token, session.id, freeIds);
    expect(proposed.status).toBe(200);
    expect(await notificationsOf(t, r.student.user.id, 'reschedule.proposed')).toHaveLength(1);
    // In the student's language and zone: 10:00 UTC on 22 March is 17:00 in Bangkok.
    const mail = await lastEmailTo(t.ctx, r.student.user.email);
    expect(mail!.subject).toBe('มีการเสนอเวลาเรียนใหม่');
    expect(mail!.textBody).toContain('17:00');
    const accepted = await answer(r.student.token, proposed.body.data.reschedule.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'determination_pending',
      starting_at: startIn(50).toISOString(),
    });
  });

  it('keeps the time when the other side declines, and tells the proposer', async () => {
    const { r, session, freeIds } = await sessionWithFreeTime(72, 96);
    const id = (await propose(r.tutor.token, session.id, freeIds)).body.data.reschedule.id;
    const own = await answer(r.tutor.token, id, 'decline');
    expect(own.status).toBe(403);
    expect((await answer(r.tutor.token, id, 'accept')).body.message).toBe(
      'You proposed this time: the other person accepts or declines it. You can withdraw it',
    );
    const declined = await answer(r.student.token, id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ starting_at: startIn(72).toISOString(), reschedule: null });
    expect(await notificationsOf(t, r.tutor.user.id, 'reschedule.declined')).toHaveLength(1);
    expect((await answer(r.student.token, id, 'accept')).status).toBe(409);
    expect(await bookedFlags(t, freeIds)).toEqual([false, false]);
    expect((await history(r.tutor.token, session.id)).body.data).toMatchObject([{ status: 'declined' }]);
  });

  it('lets only the proposer withdraw, and then a new proposal can be made', async () => {
    const { r, session, freeIds } = await sessionWithFreeTime(72, 96);
    const id = (await propose(r.student.token, session.id, freeIds)).body.data.reschedule.id;
    const second = await propose(r.tutor.token, session.id, freeIds);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'A new time is already proposed for this session. Withdraw it or wait for the answer first',
    );
    expect((await answer(r.tutor.token, id, 'withdraw')).status).toBe(403);
    const withdrawn = await answer(r.student.token, id, 'withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.reschedule).toBeNull();
    expect(await notificationsOf(t, r.tutor.user.id, 'reschedule.withdrawn')).toHaveLength(1);
    expect((await answer(r.tutor.token, id, 'accept')).status).toBe(409);
    expect((await propose(r.tutor.token, session.id, freeIds)).status).toBe(200);
    expect((await history(r.student.token, session.id)).body.data).toMatchObject([
      { status: 'withdrawn', proposed_by: 'student' },
      { status: 'open', proposed_by: 'teacher' },
    ]);
  });
});

describe('rescheduling within 24 hours of the start', () => {
  it('refuses the tutor, lets the student ask, and moves it when the tutor agrees', async () => {
    const { r, session, freeIds } = await sessionWithFreeTime(20, 30);
    const tutor = await propose(r.tutor.token, session.id, freeIds);
    expect(tutor.status).toBe(409);
    expect(tutor.body.message).toBe(
      'Less than 24 hours before the start only the student can ask to move the session. You can still cancel it',
    );
    const asked = await propose(r.student.token, session.id, freeIds);
    expect(asked.status).toBe(200);
    expect((await answer(r.student.token, asked.body.data.reschedule.id, 'accept')).status).toBe(403);
    const moved = await answer(r.tutor.token, asked.body.data.reschedule.id, 'accept');
    expect(moved.status).toBe(200);
    expect(moved.body.data.starting_at).toBe(startIn(30).toISOString());
  });
});

describe('what cannot be rescheduled', () => {
  it('answers 409 for a cancelled, completed, rejected (expired) or unpaid session, and one that has started', async () => {
    for (const status of ['cancelled', 'completed', 'rejected', 'payment_pending'] as const) {
      const { r, session, freeIds } = await sessionWithFreeTime(72, 96, status);
      const res = await propose(r.student.token, session.id, freeIds);
      expect(res.status, status).toBe(409);
      expect(res.body.message).toContain('This session can no longer be moved');
    }
    const { r, session, freeIds } = await sessionWithFreeTime(-0.5, 96);
    expect((await propose(r.tutor.token, session.id, freeIds)).status).toBe(409);
  });

  it('answers 404 to a third person, for the session and the proposal alike', async () => {
    const { r, session, freeIds } = await sessionWithFreeTime(72, 96);
    const stranger = await createUser(t.ctx);
    expect((await propose(stranger.token, session.id, freeIds)).status).toBe(404);
    const id = (await propose(r.student.token, session.id, freeIds)).body.data.reschedule.id;
    for (const action of ['accept', 'decline', 'withdraw'] as const) {
      expect((await answer(stranger.token, id, action)).status, action).toBe(404);
    }
    expect((await history(stranger.token, session.id)).status).toBe(404);
    expect((await propose(r.student.token, 999_999, freeIds)).status).toBe(404);
  });

  it('answers 4xx for a time that is not the tutor’s free time of the session’s length', async () => {
    const { r, session, slotIds } = await sessionWithFreeTime(72, 96);
    const three = await insertSlots(t, r.tutor.user.id, startIn(120), 3);
    const length = await propose(r.student.token, session.id, three);
    expect(length.status).toBe(422);
    expect(length.body.errors.availability_ids).toEqual([
      'Choose a new time as long as the session (60 minutes)',
    ]);
    const gap = await insertSlots(t, r.tutor.user.id, startIn(130), 1);
    expect((await propose(r.student.token, session.id, [three[0]!, gap[0]!])).status).toBe(422);
    expect((await propose(r.student.token, session.id, slotIds)).status).toBe(422);
    const other = await room();
    const otherIds = await insertSlots(t, other.tutor.user.id, startIn(100), 2);
    expect((await propose(r.student.token, session.id, otherIds)).status).toBe(404);
    const past = await insertSlots(t, r.tutor.user.id, startIn(-5), 2);
    expect((await propose(r.student.token, session.id, past)).status).toBe(422);
    expect((await propose(r.student.token, session.id, [])).status).toBe(422);
  });
});

describe('accepting a time that was taken meanwhile', () => {
  it('answers 409 and changes nothing when another student booked the time', async () => {
    const { r, session, slotIds, freeIds } = await sessionWithFreeTime(72, 96);
    const id = (await propose(r.tutor.token, session.id, freeIds)).body.data.reschedule.id;
    const other = await createUser(t.ctx);
    await topUp(t, other.token, 100);
    const booked = await book(t, other.token, freeIds, catalogue.maths.id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    const res = await answer(r.student.token, id, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The proposed time was taken meanwhile, so the session keeps its time. Decline this proposal and propose another time',
    );
    expect((await sessionRecord(t, session.id)).startingAt.toISOString()).toBe(startIn(72).toISOString());
    expect(await bookedFlags(t, slotIds)).toEqual([true, true]);
    expect(await notificationsOf(t, r.student.user.id, 'reschedule.accepted')).toHaveLength(0);
    expect((await history(r.student.token, session.id)).body.data).toMatchObject([{ status: 'open' }]);
  });

  it('answers 409 when the student has another session at the proposed time', async () => {
    const { r, session, freeIds } = await sessionWithFreeTime(72, 96);
    const otherTutor = await room({ funds: 0 });
    await insertSession(t, { ...otherTutor, student: r.student }, { startingAt: startIn(96) });
    const id = (await propose(r.tutor.token, session.id, freeIds)).body.data.reschedule.id;
    const res = await answer(r.student.token, id, 'accept');
    expect(res.status).toBe(409);
    expect(await bookedFlags(t, freeIds)).toEqual([false, false]);
  });
});

describe('lapsing', () => {
  it('lapses a proposal once the proposed start has come: it cannot be accepted and leaves the session', async () => {
    const { r, session, freeIds } = await sessionWithFreeTime(72, 30);
    const id = (await propose(r.student.token, session.id, freeIds)).body.data.reschedule.id;
    clock.advance(31 * HOUR_MS);
    expect((await answer(r.tutor.token, id, 'accept')).status).toBe(409);
    expect(await lapseReschedules(t.ctx)).toBeGreaterThanOrEqual(1);
    const seen = await t.call('GET', `/api/v1/tutoring/${session.id}`, { token: r.student.token });
    expect(seen.body.data.reschedule).toBeNull();
    expect((await history(r.student.token, session.id)).body.data).toMatchObject([{ status: 'lapsed' }]);
    expect((await answer(r.student.token, id, 'withdraw')).status).toBe(409);
  });
});

describe('the calendar feed', () => {
  it('shows the new time under the same UID with a higher SEQUENCE', async () => {
    const { r, session, freeIds } = await sessionWithFreeTime(72, 96);
    const url = (await t.call('POST', '/api/v1/calendar-feed', { token: r.student.token })).body.data.url;
    const feed = async () =>
      (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body.replaceAll('\r\n ', '');
    const uid = `UID:session-${session.id}@localhost`;
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const before = await feed();
    expect(before).toContain(`${uid}\r\n`);
    expect(before).toContain(`DTSTART:${stamp(startIn(72))}`);
    expect(before).toContain('SEQUENCE:0');

    const id = (await propose(r.student.token, session.id, freeIds)).body.data.reschedule.id;
    await answer(r.tutor.token, id, 'accept');
    const after = await feed();
    expect(after).toContain(uid);
    expect(after).toContain(`DTSTART:${stamp(startIn(96))}`);
    expect(after).not.toContain(`DTSTART:${stamp(startIn(72))}`);
    expect(after).toContain('SEQUENCE:1');
  });
});

describe('the tutor’s buffer between lessons', () => {
  /** `hh:mm` UTC, `days` after today (UTC). */
  const at = (days: number, time: string) =>
    new Date(
      `${new Date(clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10)}T${time}:00.000Z`,
    );
  const startsOn = async (tutorId: number, days: number) => {
    const rows = await t.ctx.db
      .select({ id: availabilities.id, start: availabilities.startingAt })
      .from(availabilities)
      .where(
        and(
          eq(availabilities.tutorId, tutorId),
          gte(availabilities.startingAt, at(days, '00:00')),
          lt(availabilities.startingAt, at(days + 1, '00:00')),
        ),
      )
      .orderBy(availabilities.startingAt);
    return rows.map((row) => ({ id: row.id, start: row.start.toISOString() }));
  };

  it("takes the weekly-hours slots within the buffer of the new time out, as a booking does, and gives the old time's back", async () => {
    const r = await room({ tutor: { timeZone: 'UTC' } });
    await saveDailyHours(t, r.tutor.token, { start: '09:00', end: '12:00', bufferMinutes: 30 });
    const bookedIds = (await startsOn(r.tutor.user.id, 2))
      .filter(
        (slot) => slot.start >= at(2, '10:00').toISOString() && slot.start < at(2, '11:00').toISOString(),
      )
      .map((slot) => slot.id);
    const booked = await book(t, r.student.token, bookedIds, catalogue.maths.id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const sessionId = booked.body.data.session.id;
    const newIds = (await startsOn(r.tutor.user.id, 3))
      .filter(
        (slot) => slot.start >= at(3, '10:00').toISOString() && slot.start < at(3, '11:00').toISOString(),
      )
      .map((slot) => slot.id);
    const id = (await propose(r.tutor.token, sessionId, newIds)).body.data.reschedule.id;
    expect((await answer(r.student.token, id, 'accept')).status).toBe(200);
    expect((await startsOn(r.tutor.user.id, 3)).map((slot) => slot.start)).toEqual(
      ['09:00', '10:00', '10:30', '11:30'].map((time) => at(3, time).toISOString()),
    );
    // The old time's buffer came back: its day has every half hour of its weekly hours again.
    expect((await startsOn(r.tutor.user.id, 2)).map((slot) => slot.start)).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((time) => at(2, time).toISOString()),
    );
  });
});
