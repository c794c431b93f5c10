import { dashboardHomepageSchema } from '@kru/contract';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture, enrolFixture } from '../../../test/courses.ts';
import { createUser } from '../../../test/factories.ts';
import { createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';
import { reviews, tutoringSessions } from '../../platform/db/schema/index.ts';

let t: TestApp;
const api = '/api/v1';

beforeAll(async () => {
  t = await createTestApp();
});

const homepage = (token: string) => t.call('GET', `${api}/dashboard/homepage`, { token });

/** Submits the student's attempt at a diagnostic with the first `right` questions answered right. */
async function takeDiagnostic(token: string, id: number, right: number) {
  const detail = (await t.call('GET', `${api}/self-assessments/${id}`, { token })).body.data;
  const quizId = (await t.call('POST', `${api}/self-assessments/${id}/quizzes`, { token })).body.data.quiz_id;
  const rows = await t.ctx.db.query.questionOptions.findMany({ columns: { id: true, scoreMilli: true } });
  const rightIds = new Set(rows.filter((row) => row.scoreMilli === 1000).map((row) => row.id));
  const questions = detail.questions
    .slice(0, right)
    .map((question: { id: number; options: Array<{ id: number }> }) => ({
      id: question.id,
      selected_options: [question.options.find((option) => rightIds.has(option.id))!.id],
    }));
  expect(
    (await t.call('POST', `${api}/quizzes/${quizId}/submit`, { token, body: { questions } })).status,
  ).toBe(200);
}

describe('GET /dashboard/homepage', () => {
  it('answers sessions to rate, upcoming sessions, ongoing courses and the diagnostics figures', async () => {
    const room = await createClassroom(t);
    const now = t.ctx.clock.now().getTime();
    const past = new Date(Math.floor(now / HOUR_MS) * HOUR_MS - 72 * HOUR_MS);
    const future = new Date(Math.ceil(now / HOUR_MS) * HOUR_MS + 72 * HOUR_MS);
    const done = await insertSession(t, room, { startingAt: past, status: 'completed' });
    const next = await insertSession(t, room, { startingAt: future, status: 'approved' });
    const course = await createCourseFixture(t.ctx, { tutorId: room.tutor.user.id, isFree: true });
    await enrolFixture(t.ctx, course.course.id, room.student.user.id);

    const empty = dashboardHomepageSchema.parse((await homepage(room.student.token)).body.data);
    expect(empty.diagnostics).toEqual({ totalCount: 3, doneCount: 0, resultsPercentage: 0 });
    expect(empty.ratable_sessions.map((s) => s.id)).toEqual([done.session.id]);
    expect(empty.sessions.map((s) => s.id)).toEqual([next.session.id]);
    expect(empty.courses.map((c) => c.id)).toEqual([course.course.id]);

    const list = (await t.call('GET', `${api}/self-assessments`, { token: room.student.token })).body.data;
    await takeDiagnostic(room.student.token, list[0].id, 0); // 0%, then retaken at 50%: the latest counts
    await takeDiagnostic(room.student.token, list[0].id, 6);
    await takeDiagnostic(room.student.token, list[1].id, 11); // 11 of 12: 92% (91.67 rounded)
    const res = await homepage(room.student.token);
    expect(res.status).toBe(200);
    // (50 + 92) / 2 = 71
    expect(res.body.data.diagnostics).toEqual({ totalCount: 3, doneCount: 2, resultsPercentage: 71 });

    // Once the student has reviewed the tutor, the session is no longer to rate.
    await t.ctx.db.insert(reviews).values({
      type: 'tutor',
      targetId: room.tutor.user.id,
      userId: room.student.user.id,
      rate: 5,
      review: 'Clear.',
    });
    expect((await homepage(room.student.token)).body.data.ratable_sessions).toEqual([]);
  });

  it('shows a request that expired unanswered while other tutors may be offered for it, not before nor after', async () => {
    const room = await createClassroom(t);
    const now = t.ctx.clock.now().getTime();
    const at = (hours: number) => new Date(Math.ceil(now / HOUR_MS) * HOUR_MS + hours * HOUR_MS);
    const soon = await insertSession(t, room, { startingAt: at(48), status: 'cancelled' });
    const justStarted = await insertSession(t, room, { startingAt: at(-20), status: 'cancelled' });
    const longAgo = await insertSession(t, room, { startingAt: at(-30), status: 'cancelled' });
    const declined = await insertSession(t, room, { startingAt: at(50), status: 'cancelled' });
    const waiting = await insertSession(t, room, { startingAt: at(72), status: 'determination_pending' });
    await t.ctx.db
      .update(tutoringSessions)
      .set({ closeReason: 'expired_unanswered' })
      .where(inArray(tutoringSessions.id, [soon.session.id, justStarted.session.id, longAgo.session.id]));

    const data = dashboardHomepageSchema.parse((await homepage(room.student.token)).body.data);
    // Soonest first; a request cancelled for another reason, or whose time is a day past, is not there.
    expect(data.expired_requests.map((s) => s.id)).toEqual([justStarted.session.id, soon.session.id]);
    expect(data.expired_requests[1]).toMatchObject({
      status: 'cancelled',
      close_reason: 'expired_unanswered',
    });
    expect(data.sessions.map((s) => s.id)).toEqual([waiting.session.id]);
    expect(data.expired_requests.map((s) => s.id)).not.toContain(declined.session.id);
  });

  it('drops a session to rate once the student rates it through POST /rates (stars alone)', async () => {
    const room = await createClassroom(t);
    const now = t.ctx.clock.now().getTime();
    const past = new Date(Math.floor(now / HOUR_MS) * HOUR_MS - 48 * HOUR_MS);
    const done = await insertSession(t, room, { startingAt: past, status: 'completed' });
    expect(
      (await homepage(room.student.token)).body.data.ratable_sessions.map((s: { id: number }) => s.id),
    ).toEqual([done.session.id]);
    const rated = await t.call('POST', `${api}/rates`, {
      token: room.student.token,
      body: { type: 'tutor', id: room.tutor.user.id, rate: 4 },
    });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    expect(rated.body.data).toMatchObject({ rate: 4, review: '' });
    expect((await homepage(room.student.token)).body.data.ratable_sessions).toEqual([]);
  });

  it('is for students only (403 for a tutor), and a 401 signed out', async () => {
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    expect((await homepage(tutor.token)).status).toBe(403);
    expect((await t.call('GET', `${api}/dashboard/homepage`)).status).toBe(401);
  });
});
