import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book, notificationsOf } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { type CreatedUser, createUser, lastEmailTo } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { createClassroom, HOUR_MS } from '../../../test/sessions.ts';
import { createReadyTutor } from '../../../test/tutors.ts';
import { users } from '../../platform/db/schema/index.ts';
import { restoreBufferedSlots } from '../availability/index.ts';
import { expireUnansweredSessions } from '../sessions/index.ts';

const clock = movableClock(new Date('2026-04-06T08:00:00Z'));
let t: TestApp;

const HALF_HOUR_MS = HOUR_MS / 2;
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR_MS);
const alternativesOf = (sessionId: number, token: string, language = 'en') =>
  t.call('GET', `/api/v1/tutoring/${sessionId}/alternatives`, {
    token,
    headers: { 'accept-language': language },
  });

/** Another approved tutor of the catalogue's maths (25 pounds an hour), rated `rate_total` over `rate_count`. */
async function mathsTutor(catalogue: ProfileCatalogue, lastName: string, rating: [number, number] = [0, 0]) {
  const tutor = await createReadyTutor(t, catalogue, {
    documents: false,
    approvalStatus: 'approved',
    firstName: 'Alt',
    lastName,
  });
  await t.ctx.db
    .update(users)
    .set({ rateTotal: rating[0], rateCount: rating[1] })
    .where(eq(users.id, tutor.user.id));
  return tutor;
}

/**
 * A student's one-hour maths request 72 hours ahead, left unanswered until the expiry job cancels it 48 hours
 * later: answers the room, the session id and the requested start.
 */
async function expiredRequest(catalogue: ProfileCatalogue) {
  const room = await createClassroom(t, { catalogue });
  const requested = new Date(Math.floor(clock.now().getTime() / HALF_HOUR_MS) * HALF_HOUR_MS + 72 * HOUR_MS);
  const slotIds = await addSlots(t, room.tutor.token, requested);
  const booked = await book(t, room.student.token, slotIds, catalogue.maths.id);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return { room, sessionId: booked.body.data.session.id as number, requested };
}

async function expireAll() {
  clock.advance(48 * HOUR_MS);
  await expireUnansweredSessions(t.ctx, restoreBufferedSlots);
}

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
});

describe('GET /tutoring/{id}/alternatives', () => {
  let catalogue: ProfileCatalogue;
  let request: Awaited<ReturnType<typeof expiredRequest>>;
  const tutors: Record<string, CreatedUser> = {};

  beforeAll(async () => {
    catalogue = await createProfileCatalogue(t.ctx);
    request = await expiredRequest(catalogue);
    const { requested } = request;
    // Free an hour after the request, rated 4; an hour before, rated 5; 3, 5 and 25 hours after.
    tutors.later = await mathsTutor(catalogue, 'Later', [8, 2]);
    tutors.earlier = await mathsTutor(catalogue, 'Earlier', [5, 1]);
    tutors.third = await mathsTutor(catalogue, 'Third');
    tutors.fourth = await mathsTutor(catalogue, 'Fourth', [5, 1]);
    tutors.tooFar = await mathsTutor(catalogue, 'TooFar', [5, 1]);
    tutors.halfHour = await mathsTutor(catalogue, 'HalfHour', [5, 1]);
    await addSlots(t, tutors.later.token, at(requested, 1));
    await addSlots(t, tutors.later.token, at(requested, 8));
    await addSlots(t, tutors.earlier.token, at(requested, -1));
    await addSlots(t, tutors.third.token, at(requested, 3));
    await addSlots(t, tutors.fourth.token, at(requested, 5));
    await addSlots(t, tutors.tooFar.token, at(requested, 25));
    // Only half an hour free at the requested time: shorter than the request.
    await addSlots(t, tutors.halfHour.token, requested, 1);
    // Maths of another year (another subject and level) free at the very time.
    const otherYear = await createProfileCatalogue(t.ctx);
    const otherLevel = await createReadyTutor(t, otherYear, { documents: false, approvalStatus: 'approved' });
    await addSlots(t, otherLevel.token, requested);
    await expireAll();
  });

  it('offers the 3 closest tutors of the same subject within a day, the better rated first at one distance', async () => {
    const res = await alternativesOf(request.sessionId, request.room.student.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { requested } = request;
    expect(res.body.data).toMatchObject({
      session_id: request.sessionId,
      subject_id: catalogue.maths.id,
      subject_title: 'Maths',
      level_title: 'Year 10',
      requested_starting_at: requested.toISOString(),
      message: null,
    });
    const offered = res.body.data.alternatives as Array<Record<string, unknown>>;
    expect(offered.map((row) => row.full_name)).toEqual(['Alt Earlier', 'Alt Later', 'Alt Third']);
    expect(offered[0]).toMatchObject({
      tutor_id: tutors.earlier!.user.id,
      subject_id: catalogue.maths.id,
      price_per_hour: 25,
      price: 25,
      rating: 5,
      reviews_count: 1,
      starting_at: at(requested, -1).toISOString(),
      ending_at: requested.toISOString(),
    });
    expect(offered[1]).toMatchObject({ rating: 4, starting_at: at(requested, 1).toISOString() });
    expect(offered[2]).toMatchObject({ rating: null, reviews_count: 0 });
    for (const row of offered) expect(row.availability_ids).toHaveLength(2);
  });

  it('names them in the student’s notice and e-mail, which link to the request’s page', async () => {
    const [entry] = await notificationsOf(t, request.room.student.user.id, 'session.expired');
    expect(entry!.data).toMatchObject({ alternatives: 'Alt Earlier, Alt Later, Alt Third' });
    const mail = await lastEmailTo(t.ctx, request.room.student.user.email);
    expect(mail!.textBody).toContain('Other Maths tutors are free within a day of that time: Alt Earlier');
    expect(mail!.textBody).toContain(`/tuition/sessions/expired?sessionId=${request.sessionId}`);
    // The tutor's notice offers nothing.
    const [tutorEntry] = await notificationsOf(t, request.room.tutor.user.id, 'session.expired');
    expect(tutorEntry!.data).not.toHaveProperty('alternatives');
  });

  it('books one in one click with its slots, after which it is no longer offered', async () => {
    const res = await alternativesOf(request.sessionId, request.room.student.token);
    const first = res.body.data.alternatives[0];
    const booked = await book(t, request.room.student.token, first.availability_ids, first.subject_id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data.session).toMatchObject({
      starting_at: first.starting_at,
      status: 'determination_pending',
    });
    const after = await alternativesOf(request.sessionId, request.room.student.token);
    expect(after.body.data.alternatives.map((row: { full_name: string }) => row.full_name)).toEqual([
      'Alt Later',
      'Alt Third',
      'Alt Fourth',
    ]);
  });

  it('is 404 for anyone but the student: the tutor, a third person, an unknown id', async () => {
    const stranger = await createUser(t.ctx, {});
    for (const token of [request.room.tutor.token, stranger.token, tutors.later!.token]) {
      const res = await alternativesOf(request.sessionId, token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await alternativesOf(999_999_999, request.room.student.token)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/tutoring/${request.sessionId}/alternatives`)).status).toBe(401);
  });
});

describe('GET /tutoring/{id}/alternatives of a request that has not expired, or with no one free', () => {
  it('is 404 for a request still waiting for its tutor', async () => {
    const catalogue = await createProfileCatalogue(t.ctx);
    const room = await createClassroom(t, { catalogue });
    const slotIds = await addSlots(t, room.tutor.token, at(clock.now(), 60));
    const booked = await book(t, room.student.token, slotIds, catalogue.maths.id);
    expect((await alternativesOf(booked.body.data.session.id, room.student.token)).status).toBe(404);
  });

  it('answers none with a message the student can act on, in their language', async () => {
    const catalogue = await createProfileCatalogue(t.ctx);
    const request = await expiredRequest(catalogue);
    // A tutor of the subject, but busy the whole window.
    await mathsTutor(catalogue, 'Busy');
    await expireAll();
    const en = await alternativesOf(request.sessionId, request.room.student.token);
    expect(en.status).toBe(200);
    expect(en.body.data.alternatives).toEqual([]);
    expect(en.body.data.message).toBe(
      'No other Maths tutor is free within a day of that time. Find another time on the tutors page.',
    );
    const th = await alternativesOf(request.sessionId, request.room.student.token, 'th');
    expect(th.body.data.message).toContain('คณิตศาสตร์');
    expect(th.body.data).toMatchObject({ subject_title: 'คณิตศาสตร์', level_title: 'ปีที่ 10' });
    const [entry] = await notificationsOf(t, request.room.student.user.id, 'session.expired');
    expect(entry!.data).not.toHaveProperty('alternatives');
  });
});
