import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

let t: TestApp;
let student: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  student = await createUser(t.ctx);
  admin = await createUser(t.ctx, { role: 'admin' });
});

/** A refusal in the envelope: a 4xx with `success: false` and a message, never a stack trace. */
function expectRefusal(res: { status: number; body: unknown }, statuses: number[]) {
  expect(statuses).toContain(res.status);
  expect(res.body).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
  expect(JSON.stringify(res.body)).not.toMatch(/\s{4}at /);
}

describe('ids beyond what the columns hold (int32)', () => {
  const tooBig = '3000000000';
  const gets = [
    `/tutoring/${tooBig}`,
    `/courses/${tooBig}`,
    `/sections/${tooBig}`,
    `/quizzes/${tooBig}`,
    `/tutors/profile/${tooBig}`,
    `/self-assessments/${tooBig}`,
    `/public/countries/${tooBig}`,
    `/tutors?subject_id=${tooBig}`,
  ];

  it.each(gets)('GET %s is a 422 naming the id, not a 500', async (url) => {
    const res = await t.call('GET', `/api/v1${url}`, { token: student.token });
    expectRefusal(res, [422]);
    expect(res.body.message).toBe('Invalid value');
  });

  it('refuses them in the path and the body of writes too', async () => {
    expectRefusal(
      await t.call('POST', `/api/v1/tutoring/${tooBig}/cancel`, { token: student.token, body: {} }),
      [422],
    );
    const book = await t.call('POST', '/api/v1/tutoring/book', {
      token: student.token,
      body: { availability_ids: [Number(tooBig)], subject_id: 1 },
    });
    expectRefusal(book, [422]);
    expect(Object.keys(book.body.errors)).toEqual(['availability_ids.0']);
    const read = await t.call('POST', '/api/v1/notifications/read', {
      token: student.token,
      body: { ids: [2 ** 31] },
    });
    expectRefusal(read, [422]);
  });

  it('still takes the largest id (2147483647): simply not found', async () => {
    expectRefusal(await t.call('GET', '/api/v1/tutoring/2147483647', { token: student.token }), [404]);
    expectRefusal(await t.call('GET', '/api/v1/admin/users/2147483647', { token: admin.token }), [404]);
  });
});
