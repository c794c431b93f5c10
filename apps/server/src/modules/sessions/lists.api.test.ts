import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';
import { cancellations } from '../../platform/db/schema/index.ts';

const clock = movableClock(new Date('2026-05-04T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;
let r: Classroom;
/** Sessions of `r` by what they show: ids. */
const ids: Record<string, number> = {};

const startIn = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);
const get = (token: string, path: string) => t.call('GET', `/api/v1${path}`, { token });
const idsOf = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((session) => session.id);

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
  r = await createClassroom(t, { catalogue, funds: 200 });
  const at = async (name: string, hours: number, status?: Parameters<typeof insertSession>[2]['status']) => {
    ids[name] = (await insertSession(t, r, { startingAt: startIn(hours), status })).session.id;
  };
  await at('approvedLater', 30);
  await at('approvedSoon', 5);
  await at('waiting', 20, 'determination_pending');
  await at('unpaid', 25, 'payment_pending');
  await at('completed', -48, 'completed');
  await at('rejected', -24, 'rejected');
  await at('cancelledWithRequest', 40, 'approved');
  await t.ctx.db.insert(cancellations).values({
    sessionId: ids.cancelledWithRequest!,
    requestedById: r.student.user.id,
    requestedByRole: 'student',
    reason: 'Exams',
    status: 'pending',
    decideBy: startIn(41),
  });
});

describe('GET /tutoring/{id}', () => {
  it('shows a session to its two participants only', async () => {
    const mine = await get(r.student.token, `/tutoring/${ids.approvedSoon}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ id: ids.approvedSoon, status: 'approved', price: 25 });
    expect((await get(r.tutor.token, `/tutoring/${ids.approvedSoon}`)).status).toBe(200);
    const stranger = await createUser(t.ctx);
    const otherTutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect((await get(stranger.token, `/tutoring/${ids.approvedSoon}`)).status).toBe(404);
    expect((await get(otherTutor.token, `/tutoring/${ids.approvedSoon}`)).status).toBe(404);
    expect((await get(r.student.token, '/tutoring/999999')).status).toBe(404);
    expect((await t.call('GET', `/api/v1/tutoring/${ids.approvedSoon}`)).status).toBe(401);
  });
});

describe('GET /tutoring/sessions', () => {
  it('lists upcoming soonest first and past latest first, for the student and the tutor alike', async () => {
    const upcoming = [ids.approvedSoon, ids.waiting, ids.unpaid, ids.approvedLater, ids.cancelledWithRequest];
    for (const token of [r.student.token, r.tutor.token]) {
      const res = await get(token, '/tutoring/sessions?scope=upcoming');
      expect(res.status).toBe(200);
      expect(idsOf(res)).toEqual(upcoming);
      expect(res.body.pagination).toMatchObject({ total: 5, current_page: 1, per_page: 10 });
      expect(idsOf(await get(token, '/tutoring/sessions?scope=past'))).toEqual([ids.rejected, ids.completed]);
    }
    expect(idsOf(await get(r.student.token, '/tutoring/sessions'))).toEqual(upcoming);
    expect((await get(r.student.token, '/tutoring/sessions?page=2')).body.data).toEqual([]);
    expect((await get(r.student.token, '/tutoring/sessions?scope=later')).status).toBe(422);
    const withCancellation = (await get(r.student.token, '/tutoring/sessions')).body.data.at(-1);
    expect(withCancellation.cancellation).toMatchObject({
      status: 'pending',
      reason: 'Exams',
      requested_by: 'student',
    });
    const stranger = await createUser(t.ctx);
    expect((await get(stranger.token, '/tutoring/sessions')).body.data).toEqual([]);
  });
});

describe('GET /tutoring/requested and /tutoring/pending', () => {
  it("answers the student's open requests, and the tutor's requests to answer", async () => {
    expect(idsOf(await get(r.student.token, '/tutoring/requested'))).toEqual([ids.waiting, ids.unpaid]);
    expect(idsOf(await get(r.tutor.token, '/tutoring/requested'))).toEqual([ids.waiting]);
    expect(idsOf(await get(r.tutor.token, '/tutoring/pending'))).toEqual([ids.waiting]);
    expect((await get(r.student.token, '/tutoring/pending')).status).toBe(403);
  });
});

describe('GET /tutoring/summary', () => {
  it('answers the next approved session and the pending cancellations of either side', async () => {
    for (const token of [r.student.token, r.tutor.token]) {
      const res = await get(token, '/tutoring/summary');
      expect(res.status).toBe(200);
      expect(res.body.data.upcoming_session).toMatchObject({
        id: ids.approvedSoon,
        join_link: `/tuition/sessions/meeting?sessionId=${ids.approvedSoon}`,
      });
      expect(res.body.data.cancellations).toHaveLength(1);
      expect(res.body.data.cancellations[0]).toMatchObject({
        session_id: ids.cancelledWithRequest,
        status: 'pending',
        decide_by: startIn(41).toISOString(),
        session: { id: ids.cancelledWithRequest },
      });
    }
    const stranger = await createUser(t.ctx);
    expect((await get(stranger.token, '/tutoring/summary')).body.data).toEqual({
      upcoming_session: null,
      cancellations: [],
    });
  });
});

describe('the calendar and the tutor cards', () => {
  it('shows the tutor every session on their calendar, a student only their own with that tutor', async () => {
    const other = await createClassroom(t, { catalogue });
    const slotIds = await addSlots(t, r.tutor.token, startIn(60));
    const othersBooking = await book(t, other.student.token, slotIds, catalogue.maths.id);
    expect(othersBooking.status).toBe(200);
    const othersId = othersBooking.body.data.session.id;
    const range = `from=${startIn(-72).toISOString()}&till=${startIn(72).toISOString()}`;

    const own = await get(r.tutor.token, `/calendar?${range}`);
    expect(own.status).toBe(200);
    expect(own.body.data.events).toHaveLength(8);
    expect(own.body.data.events[0]).toMatchObject({
      id: ids.completed,
      status: 'completed',
      title: 'Maths · Somchai Student',
    });

    const asStudent = await get(r.student.token, `/calendar?${range}&teacher_id=${r.tutor.user.id}`);
    expect(idsOf({ body: { data: own.body.data.events } })).toContain(othersId);
    expect(idsOf({ body: { data: asStudent.body.data.events } })).not.toContain(othersId);
    expect(asStudent.body.data.events).toHaveLength(7);
    expect(asStudent.body.data.events[0].title).toBe('Maths · Malee Sukjai');
    const otherView = await get(other.student.token, `/calendar?${range}&teacher_id=${r.tutor.user.id}`);
    expect(otherView.body.data.events).toMatchObject([{ id: othersId, status: 'determination_pending' }]);
  });

  it('lists the tutors I have had sessions with (mine=1) and counts their students', async () => {
    const mine = await get(r.student.token, '/tutors?mine=1');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((card: { id: number }) => card.id)).toEqual([r.tutor.user.id]);
    // Approved and completed sessions count: this student, once.
    expect(mine.body.data[0].students_count).toBe(1);
    const stranger = await createUser(t.ctx);
    expect((await get(stranger.token, '/tutors?mine=1')).body.data).toEqual([]);
    const profile = await get(stranger.token, `/tutors/profile/${r.tutor.user.id}`);
    expect(profile.body.data.students_count).toBe(1);
  });
});
