import { MEETING_WS_PATH } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { type Classroom, createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';
import { createReadyTutor } from '../../../test/tutors.ts';
import { tutoringSessions } from '../../platform/db/schema/index.ts';
import { meetingSecret } from './meeting-secret.ts';
import { verifyMeetingToken } from './token.ts';

const MINUTE_MS = 60_000;
const ICE_SERVERS = [
  { urls: 'stun:stun.example.org:3478' },
  { urls: ['turn:turn.example.org'], username: 'u', credential: 'p' },
];
// Real time rounded to the half hour (sessions sit on slots), so top-ups and tokens still see a plausible now.
const clock = movableClock(new Date(Math.ceil(Date.now() / (30 * MINUTE_MS)) * 30 * MINUTE_MS));
let t: TestApp;
let room: Classroom;

beforeAll(async () => {
  t = await createTestApp({
    context: { clock },
    config: {
      meeting: { iceServers: ICE_SERVERS, secret: 'meeting-test-secret', opensMinutesBefore: 10 },
    },
  });
  room = await createClassroom(t, {
    tutor: { firstName: 'Malee', lastName: 'Tutor', timeZone: 'Asia/Bangkok' },
    student: { timeZone: 'Europe/London' },
    funds: 500,
  });
});

let sessionsMade = 0;

/**
 * An approved one-hour session starting `hoursAhead` hours after the clock's present, on a day of its own (one
 * tutor's and one student's sessions never overlap).
 */
async function approvedSession(
  hoursAhead: number,
  status: 'approved' | 'determination_pending' = 'approved',
) {
  const dayOfItsOwn = sessionsMade++ * 24 * HOUR_MS;
  const { session } = await insertSession(t, room, {
    startingAt: new Date(clock.now().getTime() + hoursAhead * HOUR_MS + dayOfItsOwn),
    status,
  });
  return session;
}

const meeting = (id: number, token?: string, headers?: Record<string, string>) =>
  t.call('GET', `/api/v1/tutoring/${id}/meeting`, { token, headers });

describe('GET /tutoring/{id}/meeting', () => {
  it('is closed until the given minutes before the start, then gives both participants a token until the end', async () => {
    const session = await approvedSession(2);
    const opensAt = new Date(session.startingAt.getTime() - 10 * MINUTE_MS);

    const early = await meeting(session.id, room.student.token);
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body.code).toBe('CONFLICT');
    // In the caller's own time zone: the student is in London, the tutor in Bangkok.
    const londonTime = new Intl.DateTimeFormat('en-GB', {
      timeStyle: 'short',
      timeZone: 'Europe/London',
    }).format(opensAt);
    expect(early.body.message).toContain(londonTime);
    expect(early.body.message).toMatch(/opens at .*10 minutes before the session starts/);
    expect(early.body.details).toEqual({ opens_at: opensAt.toISOString() });
    const thai = await meeting(session.id, room.tutor.token, { 'accept-language': 'th' });
    expect(thai.status).toBe(409);
    expect(thai.body.message).toContain('ห้องเรียนออนไลน์จะเปิดเวลา');

    clock.advance(opensAt.getTime() - clock.now().getTime() - 1);
    expect((await meeting(session.id, room.student.token)).status).toBe(409);
    clock.advance(1);
    const student = await meeting(session.id, room.student.token);
    expect(student.status, JSON.stringify(student.body)).toBe(200);
    expect(student.body.data.ws_path).toBe(MEETING_WS_PATH);
    expect(student.body.data.ice_servers).toEqual(ICE_SERVERS);
    expect(student.body.data.tutoring_session).toMatchObject({
      id: session.id,
      status: 'approved',
      starting_at: session.startingAt.toISOString(),
      ending_at: session.endingAt.toISOString(),
      join_link: `/tuition/sessions/meeting?sessionId=${session.id}`,
      price: 25,
      subject: { id: room.catalogue.maths.id },
      teacher: { id: room.tutor.user.id, full_name: 'Malee Tutor', time_zone: 'Asia/Bangkok' },
      student: { id: room.student.user.id, time_zone: 'Europe/London' },
      cancellation: null,
    });
    const grant = verifyMeetingToken(meetingSecret(t.ctx.config), student.body.data.token, clock.now());
    expect(grant).toEqual({
      ok: true,
      grant: { sessionId: session.id, userId: room.student.user.id, expiresAt: session.endingAt },
    });

    const tutor = await meeting(session.id, room.tutor.token);
    expect(tutor.status).toBe(200);
    const tutorGrant = verifyMeetingToken(meetingSecret(t.ctx.config), tutor.body.data.token, clock.now());
    expect(tutorGrant.ok && tutorGrant.grant.userId).toBe(room.tutor.user.id);

    // The room stays open through the session, and closes at its end.
    clock.advance(session.endingAt.getTime() - clock.now().getTime() - 1);
    expect((await meeting(session.id, room.tutor.token)).status).toBe(200);
    clock.advance(1);
    const ended = await meeting(session.id, room.student.token);
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('This session has ended, so its meeting room is closed.');
  });

  it('answers 401 without a sign-in', async () => {
    const session = await approvedSession(0);
    const res = await meeting(session.id);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Sorry, You are not allowed to access the requested resource.');
  });

  it('answers 404 to anyone but the two participants, and for a session that does not exist', async () => {
    const session = await approvedSession(0);
    const otherStudent = await createUser(t.ctx);
    const otherTutor = await createReadyTutor(t, room.catalogue, {
      documents: false,
      approvalStatus: 'approved',
    });
    const admin = await createUser(t.ctx, { role: 'admin' });
    for (const token of [otherStudent.token, otherTutor.token, admin.token]) {
      const res = await meeting(session.id, token);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect(res.body.data).toBeUndefined();
    }
    expect((await meeting(999_999, room.student.token)).status).toBe(404);
    expect((await t.call('GET', '/api/v1/tutoring/abc/meeting', { token: room.student.token })).status).toBe(
      422,
    );
  });

  it('answers 409 for a session that is not approved, whatever the time', async () => {
    const pending = await approvedSession(0, 'determination_pending');
    const res = await meeting(pending.id, room.student.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The meeting room opens only for a session the tutor has approved.');

    const cancelled = await approvedSession(1);
    await t.ctx.db
      .update(tutoringSessions)
      .set({ status: 'cancelled' })
      .where(eq(tutoringSessions.id, cancelled.id));
    expect((await meeting(cancelled.id, room.tutor.token)).status).toBe(409);
  });

  it('answers 409 "ended" for a completed session', async () => {
    const session = await approvedSession(3);
    await t.ctx.db
      .update(tutoringSessions)
      .set({ status: 'completed' })
      .where(eq(tutoringSessions.id, session.id));
    clock.advance(session.startingAt.getTime() + 5 * MINUTE_MS - clock.now().getTime());
    const res = await meeting(session.id, room.tutor.token, { 'accept-language': 'th' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('คาบเรียนนี้จบแล้ว ห้องเรียนออนไลน์จึงปิดแล้ว');
  });
});
