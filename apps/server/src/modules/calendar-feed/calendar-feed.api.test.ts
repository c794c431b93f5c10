import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';
import { calendarFeeds } from '../../platform/db/schema/index.ts';

const clock = movableClock(new Date('2026-05-20T08:00:00Z'));
let t: TestApp;
let r: Classroom;
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  const catalogue = await createProfileCatalogue(t.ctx);
  r = await createClassroom(t, {
    catalogue,
    funds: 200,
    tutor: { firstName: 'Malee', lastName: 'Sukjai' },
    student: { language: 'th', firstName: 'สมชาย', lastName: 'ใจดี' },
  });
});

describe('/calendar-feed', () => {
  it('creates a private URL once, keeps only its hash, replaces and deletes it', async () => {
    const none = await t.call('GET', '/api/v1/calendar-feed', { token: r.tutor.token });
    expect(none.body.data).toEqual({ exists: false, created_at: null });

    const created = await t.call('POST', '/api/v1/calendar-feed', { token: r.tutor.token });
    expect(created.status).toBe(200);
    const { url } = created.body.data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = pathOf(url).split('/').pop()!.replace('.ics', '');
    const stored = await t.ctx.db.select().from(calendarFeeds);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
    expect((await t.call('GET', '/api/v1/calendar-feed', { token: r.tutor.token })).body.data).toEqual({
      exists: true,
      created_at: clock.now().toISOString(),
    });
    expect((await t.call('GET', pathOf(url))).status).toBe(200);

    const replaced = await t.call('POST', '/api/v1/calendar-feed', { token: r.tutor.token });
    expect(replaced.body.data.url).not.toBe(url);
    expect((await t.call('GET', pathOf(url))).status).toBe(404);
    expect((await t.call('GET', pathOf(replaced.body.data.url))).status).toBe(200);

    expect((await t.call('DELETE', '/api/v1/calendar-feed', { token: r.tutor.token })).body.data.exists).toBe(
      false,
    );
    expect((await t.call('GET', pathOf(replaced.body.data.url))).status).toBe(404);
    expect((await t.call('POST', '/api/v1/calendar-feed')).status).toBe(401);
  });

  it('serves approved and completed sessions of the last 30 days and the future, in the owner’s language', async () => {
    const upcoming = await insertSession(t, r, { startingAt: at(48) });
    const recent = await insertSession(t, r, { startingAt: at(-24 * 20), status: 'completed' });
    const old = await insertSession(t, r, { startingAt: at(-24 * 40), status: 'completed' });
    const requested = await insertSession(t, r, { startingAt: at(72), status: 'determination_pending' });
    const cancelled = await insertSession(t, r, { startingAt: at(96), status: 'cancelled' });

    const tutorUrl = (await t.call('POST', '/api/v1/calendar-feed', { token: r.tutor.token })).body.data.url;
    const res = await t.app.inject({ method: 'GET', url: pathOf(tutorUrl) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain(`UID:session-${upcoming.session.id}@localhost`);
    expect(text).toContain(`UID:session-${recent.session.id}@localhost`);
    for (const hidden of [old, requested, cancelled])
      expect(text).not.toContain(`session-${hidden.session.id}@`);
    expect(text).toContain('DTSTART:20260522T080000Z');
    expect(text).toContain('DTEND:20260522T090000Z');
    expect(text).toContain('SUMMARY:Kru: Maths with สมชาย ใจดี');

    const studentUrl = (await t.call('POST', '/api/v1/calendar-feed', { token: r.student.token })).body.data
      .url;
    const thai = (await t.app.inject({ method: 'GET', url: pathOf(studentUrl) })).body;
    expect(thai).toContain('X-WR-CALNAME:ตารางเรียน Kru');
    expect(thai.replaceAll('\r\n ', '')).toContain('SUMMARY:Kru: เรียนวิชาคณิตศาสตร์ กับ Malee Sukjai');
    // The same event keeps its UID on every fetch.
    expect((await t.app.inject({ method: 'GET', url: pathOf(studentUrl) })).body).toContain(
      `UID:session-${upcoming.session.id}@localhost`,
    );
  });

  it('answers 404 to an unknown or malformed token', async () => {
    for (const file of [`${'x'.repeat(43)}.ics`, 'short.ics', `${'a'.repeat(43)}.txt`, '..%2F..%2Fetc.ics']) {
      expect((await t.call('GET', `/api/v1/calendar-feed/${file}`)).status, file).toBe(404);
    }
  });
});
