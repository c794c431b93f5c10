import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser, emailsTo } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';
import { userRow } from '../../../test/tutors.ts';

const clock = movableClock(new Date('2026-05-10T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;
let r: Classroom;
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

const rate = (token: string, body: unknown, language = 'en') =>
  t.call('POST', '/api/v1/rates', { token, body, headers: { 'accept-language': language } });
const review = (id: number, rateValue: number, text = 'Very clear explanations') => ({
  type: 'tutor',
  id,
  rate: rateValue,
  review: text,
});

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
  r = await createClassroom(t, { catalogue, funds: 100 });
});

describe('POST /rates', () => {
  it('needs a completed session with the tutor: none, or only upcoming and cancelled ones, are refused', async () => {
    expect((await rate(r.student.token, review(r.tutor.user.id, 5))).status).toBe(403);
    await insertSession(t, r, { startingAt: at(10) });
    await insertSession(t, r, { startingAt: at(-10), status: 'cancelled' });
    const res = await rate(r.student.token, review(r.tutor.user.id, 5));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can review a tutor once you have completed a session with them');
  });

  it('validates the rate, the review, the type and the target', async () => {
    const missing = await rate(r.student.token, { type: 'tutor', id: r.tutor.user.id });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ rate: ['Rate is required'] }); // the text is optional on a first review
    const long = await rate(r.student.token, review(r.tutor.user.id, 3, 'x'.repeat(2001)));
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['review']);
    for (const bad of [0, 6, 2.5]) {
      expect(
        (await rate(r.student.token, review(r.tutor.user.id, bad))).body.errors.rate,
        String(bad),
      ).toEqual(['Rate must be a whole number from 1 to 5']);
    }
    const kind = await rate(r.student.token, { ...review(r.tutor.user.id, 4), type: 'school' });
    expect(kind.status).toBe(422);
    expect(kind.body.errors.type).toEqual(['Invalid value']);
    const thai = await rate(r.student.token, { type: 'tutor', id: r.tutor.user.id }, 'th');
    expect(thai.body.errors.rate).toEqual(['กรุณาให้คะแนน']);
    expect((await rate(r.student.token, review(r.student.user.id, 4))).status).toBe(404);
    expect((await t.call('POST', '/api/v1/rates', { body: review(r.tutor.user.id, 4) })).status).toBe(401);
  });

  it('takes one review after a completed session, and the tutor’s rate and count follow', async () => {
    await insertSession(t, r, { startingAt: at(-30), status: 'completed' });
    const res = await rate(r.student.token, review(r.tutor.user.id, 4));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      rate: 4,
      review: 'Very clear explanations',
      full_name: 'Somchai Student',
      avatar: null,
      subject: { id: catalogue.maths.id, title: 'Maths', school_year: { title: 'Year 10' } },
      updated_at: clock.now().toISOString(),
    });
    expect(await userRow(t.ctx, r.tutor.user.id)).toMatchObject({ rateTotal: 4, rateCount: 1 });

    const again = await rate(r.student.token, review(r.tutor.user.id, 1));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this tutor. Edit your review instead.');
    expect(await userRow(t.ctx, r.tutor.user.id)).toMatchObject({ rateTotal: 4, rateCount: 1 });

    const other = await createClassroom(t, { catalogue, funds: 50 });
    const second = { ...r, student: other.student };
    await insertSession(t, second, { startingAt: at(-50), status: 'completed' });
    expect((await rate(other.student.token, review(r.tutor.user.id, 5, 'Great'))).status).toBe(200);
    expect(await userRow(t.ctx, r.tutor.user.id)).toMatchObject({ rateTotal: 9, rateCount: 2 });

    const profile = await t.call('GET', '/api/v1/user', { token: r.tutor.token });
    expect(profile.body.data).toMatchObject({ rate: 4.5, rate_count: 2 });
    const card = await t.call('GET', `/api/v1/tutors?page=1`, { token: r.student.token });
    expect(card.body.data.find((c: { id: number }) => c.id === r.tutor.user.id)).toMatchObject({
      rate: 4.5,
      rate_count: 2,
    });
  });
});

describe('the tutor hears of a new review', () => {
  it('gets an entry and an e-mail in their language with the stars and the words; an edit sends nothing', async () => {
    const room = await createClassroom(t, { catalogue, funds: 50, tutor: { language: 'th' } });
    await insertSession(t, room, { startingAt: at(-70), status: 'completed' });
    const before = (await emailsTo(t.ctx, room.tutor.user.email)).length;
    const res = await rate(room.student.token, review(room.tutor.user.id, 5, 'Patient and clear'));
    expect(res.status).toBe(200);

    const entries = await t.call('GET', '/api/v1/notifications', {
      token: room.tutor.token,
      headers: { 'accept-language': 'en' },
    });
    expect(entries.body.data[0]).toMatchObject({
      type: 'session.reviewed',
      title: 'You have a new review',
      body: expect.stringMatching(/^Somchai Student rated your Maths lesson on .+: 5 out of 5\./),
      link: '/tuition/my-reviews',
    });
    expect(entries.body.data[0].body).toContain('“Patient and clear”');
    const mails = await emailsTo(t.ctx, room.tutor.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ template: 'notification_session_reviewed', language: 'th' });
    expect(mails[0]!.subject).toContain('คุณได้รับรีวิวใหม่');
    expect(mails[0]!.textBody).toContain('5 จาก 5 ดาว');

    const mine = await t.call('GET', `/api/v1/rates/show?type=tutor&id=${room.tutor.user.id}`, {
      token: room.student.token,
    });
    const edited = await t.call('PATCH', `/api/v1/rates/${mine.body.data.id}`, {
      token: room.student.token,
      body: { rate: 4, review: 'Still good' },
    });
    expect(edited.status).toBe(200);
    expect(await emailsTo(t.ctx, room.tutor.user.email)).toHaveLength(before + 1);
  });
});

describe('PATCH /rates/{id}, GET /rates/show and GET /rates', () => {
  it('edits the caller’s own review only, and the sum follows', async () => {
    const own = (
      await t.call('GET', `/api/v1/rates/show?id=${r.tutor.user.id}&type=tutor`, { token: r.student.token })
    ).body.data;
    expect(own).toMatchObject({ rate: 4, review: 'Very clear explanations' });
    clock.advance(HOUR_MS);
    const res = await t.call('PATCH', `/api/v1/rates/${own.id}`, {
      token: r.student.token,
      body: { rate_id: own.id, rate: 2, review: 'Often late' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: own.id,
      rate: 2,
      review: 'Often late',
      updated_at: clock.now().toISOString(),
    });
    expect(await userRow(t.ctx, r.tutor.user.id)).toMatchObject({ rateTotal: 7, rateCount: 2 });

    const stranger = await createUser(t.ctx);
    const body = { rate: 5, review: 'Hijack' };
    expect((await t.call('PATCH', `/api/v1/rates/${own.id}`, { token: stranger.token, body })).status).toBe(
      404,
    );
    expect((await t.call('PATCH', `/api/v1/rates/${own.id}`, { token: r.tutor.token, body })).status).toBe(
      404,
    );
    expect((await t.call('PATCH', '/api/v1/rates/999999', { token: r.student.token, body })).status).toBe(
      404,
    );
    const mismatch = await t.call('PATCH', `/api/v1/rates/${own.id}`, {
      token: r.student.token,
      body: { ...body, rate_id: own.id + 1 },
    });
    expect(mismatch.status).toBe(422);
    const missing = await t.call('PATCH', `/api/v1/rates/${own.id}`, {
      token: r.student.token,
      body: { rate: 3 },
    });
    expect(missing.body.errors.review).toEqual(['Review is required']);
    expect(await userRow(t.ctx, r.tutor.user.id)).toMatchObject({ rateTotal: 7, rateCount: 2 });
  });

  it('shows null when the caller has not reviewed the tutor', async () => {
    const stranger = await createUser(t.ctx);
    const res = await t.call('GET', `/api/v1/rates/show?id=${r.tutor.user.id}&type=tutor`, {
      token: stranger.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
  });

  it('lists the tutor’s reviews, the latest change first, in the request’s language', async () => {
    const res = await t.call('GET', `/api/v1/rates?id=${r.tutor.user.id}&type=tutor&page=1`, {
      token: r.tutor.token,
      headers: { 'accept-language': 'th' },
    });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 2, current_page: 1 });
    expect(res.body.data.map((x: { review: string }) => x.review)).toEqual(['Often late', 'Great']);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      rate: 2,
      review: 'Often late',
      subject: {
        id: catalogue.maths.id,
        title: 'คณิตศาสตร์',
        school_year: { id: catalogue.year10.id, title: 'ปีที่ 10' },
      },
      full_name: 'Somchai Student',
      avatar: null,
      updated_at: expect.any(String),
    });
    const other = await createUser(t.ctx, { role: 'teacher' });
    expect(
      (await t.call('GET', `/api/v1/rates?id=${other.user.id}&type=tutor`, { token: r.tutor.token })).body
        .data,
    ).toEqual([]);
    expect((await t.call('GET', '/api/v1/rates?type=tutor', { token: r.tutor.token })).status).toBe(422);
  });
});
