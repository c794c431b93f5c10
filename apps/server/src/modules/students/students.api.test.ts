import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';
import { topUp } from '../../../test/wallet.ts';

const clock = movableClock(new Date('2026-05-04T08:00:00Z'));
let t: TestApp;
let r: Classroom;
let second: Awaited<ReturnType<typeof createUser>>;
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  const catalogue = await createProfileCatalogue(t.ctx);
  r = await createClassroom(t, { catalogue, funds: 200, student: { gradeId: catalogue.year10.id } });
  await insertSession(t, r, { startingAt: at(-72), status: 'completed' });
  await insertSession(t, r, { startingAt: at(-48), status: 'completed' });
  await insertSession(t, r, { startingAt: at(48) });
  await insertSession(t, r, { startingAt: at(24) });
  await insertSession(t, r, { startingAt: at(30), status: 'rejected' });
  second = await createUser(t.ctx, { firstName: 'Anna', lastName: 'Brown', language: 'th' });
  await topUp(t, second.token, 50);
  await insertSession(t, { ...r, student: second }, { startingAt: at(-24), status: 'completed' });
});

describe('GET /tutoring/students', () => {
  it('lists each student once with counts and dates, the next session first', async () => {
    const res = await t.call('GET', '/api/v1/tutoring/students', { token: r.tutor.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: r.student.user.id,
        full_name: 'Somchai Student',
        avatar: null,
        grade: 'Year 10',
        time_zone: 'UTC',
        sessions_count: 5,
        completed_count: 2,
        last_session_at: at(-48).toISOString(),
        next_session_at: at(24).toISOString(),
      },
      expect.objectContaining({
        id: second.user.id,
        full_name: 'Anna Brown',
        sessions_count: 1,
        completed_count: 1,
        last_session_at: at(-24).toISOString(),
        next_session_at: null,
      }),
    ]);
  });

  it('is for tutors only, and another tutor sees none of them', async () => {
    expect((await t.call('GET', '/api/v1/tutoring/students', { token: r.student.token })).status).toBe(403);
    const other = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect((await t.call('GET', '/api/v1/tutoring/students', { token: other.token })).body.data).toEqual([]);
    expect((await t.call('GET', '/api/v1/tutoring/students')).status).toBe(401);
  });
});

describe('GET /tutoring/students/{id}', () => {
  it('answers the student with all their sessions with this tutor, latest first', async () => {
    const res = await t.call('GET', `/api/v1/tutoring/students/${r.student.user.id}`, {
      token: r.tutor.token,
      headers: { 'accept-language': 'th' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: r.student.user.id, sessions_count: 5, grade: 'ปีที่ 10' });
    expect(res.body.data.sessions.map((s: { status: string }) => s.status)).toEqual([
      'approved',
      'rejected',
      'approved',
      'completed',
      'completed',
    ]);
    expect(res.body.data.sessions[0]).toMatchObject({
      subject: { title: 'คณิตศาสตร์' },
      student: { id: r.student.user.id },
      teacher: { id: r.tutor.user.id },
    });
  });

  it('answers 404 for a user who never had a session with this tutor, and 403 to a student', async () => {
    const stranger = await createUser(t.ctx);
    const other = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect(
      (await t.call('GET', `/api/v1/tutoring/students/${stranger.user.id}`, { token: r.tutor.token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/tutoring/students/${r.student.user.id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/tutoring/students/${r.tutor.user.id}`, { token: r.tutor.token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/tutoring/students/${second.user.id}`, { token: r.student.token })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/v1/tutoring/students/abc', { token: r.tutor.token })).status).toBe(422);
  });
});
