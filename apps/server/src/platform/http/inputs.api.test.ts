import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe('text PostgreSQL cannot store: a NUL byte or a lone UTF-16 surrogate', () => {
  const unstorable =
    'This text holds a character that cannot be saved (a NUL or a broken character). Remove it and try again.';
  const nul = 'a\u0000b';
  const lone = '\ud800';
  const catalogue = { title_en: lone, title_th: 'ไทย' };
  type Case = [method: 'GET' | 'POST' | 'PATCH', url: string, who: 'student' | 'admin' | null, body?: object];
  // The 17 operations that answered 500 (issue 17).
  const cases: Case[] = [
    ['GET', '/tutors?keyword=a%00b', 'student'],
    ['GET', '/courses?keyword=a%00b', 'student'],
    ['GET', '/admin/users?search=a%00b', 'admin'],
    ['GET', '/public/diagnostics/%00', null],
    ['GET', '/subscription/checkout?product_id=%00', 'student'],
    ['PATCH', '/rates/1', 'student', { rate: 5, review: nul }],
    ['POST', '/user/ai/chat', 'student', { course_id: 1, message: nul }],
    ['POST', '/admin/educations', 'admin', catalogue],
    ['PATCH', '/admin/educations/1', 'admin', catalogue],
    ['POST', '/admin/school-years', 'admin', { ...catalogue, education_id: 1 }],
    ['PATCH', '/admin/school-years/1', 'admin', catalogue],
    ['POST', '/admin/subjects', 'admin', { ...catalogue, school_year_id: 1 }],
    ['PATCH', '/admin/subjects/1', 'admin', catalogue],
    ['POST', '/admin/subject-specialties', 'admin', { ...catalogue, subject_id: 1 }],
    ['POST', '/admin/subdomains', 'admin', { title: lone, url: 'https://lone.example.com' }],
    ['PATCH', '/admin/subdomains/1', 'admin', { title: `x${lone}` }],
    [
      'POST',
      `/admin/users/1/adjustments`,
      'admin',
      { account: 'wallet', direction: 'credit', amount: 1, reason: lone },
    ],
  ];

  it.each(cases)('%s %s is a 422 saying what to change', async (method, url, who, body) => {
    const token = who === 'admin' ? admin.token : who === 'student' ? student.token : undefined;
    const res = await t.call(method, `/api/v1${url}`, { token, body });
    expectRefusal(res, [422]);
    expect(res.body.message).toBe(unstorable);
  });

  it('finds it deep in a body and in a key, and answers in Thai too', async () => {
    const res = await t.call('POST', '/api/v1/admin/subdomains', {
      token: admin.token,
      body: { title: 'ok', url: 'https://deep.example.com', extra: [{ [`k${nul}`]: 1 }] },
      headers: { 'accept-language': 'th' },
    });
    expectRefusal(res, [422]);
    expect(Object.keys(res.body.errors)).toEqual([`extra.0.k${nul}`]);
    expect(res.body.message).toContain('NUL');
  });

  it('lets well-formed text through, surrogate pairs (emoji) included', async () => {
    const res = await t.call('POST', '/api/v1/admin/educations', {
      token: admin.token,
      body: { title_en: 'Music 🎵', title_th: 'ดนตรี 🎵' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.title_en).toBe('Music 🎵');
  });
});

describe("the framework's own refusals, in the envelope", () => {
  it('answers a path parameter of 3,000 characters with 414 in the envelope', async () => {
    const res = await t.call('GET', `/api/v1/tutoring/${'9'.repeat(3000)}`, { token: student.token });
    expectRefusal(res, [414]);
    expect(res.body.message).toBe('The web address is too long. Check the link and try again.');
    const th = await t.call('GET', `/api/v1/public/courses/${'x'.repeat(3000)}`, {
      headers: { 'accept-language': 'th' },
    });
    expectRefusal(th, [414]);
    expect(th.body.message).toBe('ที่อยู่เว็บยาวเกินไป กรุณาตรวจสอบลิงก์แล้วลองใหม่');
  });

  it('answers 414 too when the web app is served (its GET /* would otherwise take the path)', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const withWeb = await createTestApp({ config: { webDistDir: dist } });
    const long = await withWeb.call('GET', `/api/v1/public/courses/${'x'.repeat(3000)}`);
    expectRefusal(long, [414]);
    expect(long.body.message).toBe('The web address is too long. Check the link and try again.');
    expectRefusal(await withWeb.call('GET', '/api/v1/no-such-call'), [404]);
    expect((await withWeb.call('GET', '/courses/anything')).headers['content-type']).toMatch(/text\/html/);
  });

  it('answers a malformed URL, malformed JSON, a wrong media type and a body over 1 MB in the envelope', async () => {
    const badUrl = await t.call('GET', '/api/v1/tutors/profile/%E0%A4%A', { token: student.token });
    expectRefusal(badUrl, [400]);
    expect(badUrl.body.message).toBe('The web address is not valid. Check the link and try again.');

    const json = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/rates',
        payload,
        headers: { authorization: `Bearer ${student.token}`, 'content-type': contentType },
      });
    const malformed = await json('{"type": "course",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      message: 'The request could not be read: it is not valid JSON.',
      code: 'BAD_REQUEST',
    });
    const media = await json('type=course', 'application/x-www-form-urlencoded');
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({
      success: false,
      message: 'This kind of content is not accepted here. Send JSON (application/json).',
    });
    const large = await json(JSON.stringify({ review: 'x'.repeat(1024 * 1024) }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      success: false,
      message: 'The request is too large. Send less at once.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
