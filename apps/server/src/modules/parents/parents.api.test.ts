import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book, insertSlots } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser, emailsTo } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, insertSession } from '../../../test/sessions.ts';
import { parentLinkToken } from './unsubscribe-link.ts';

/** Monday 2 November 2026, 08:00 UTC. */
const clock = movableClock(new Date('2026-11-02T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;
const api = '/api/v1';

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
});

const updates = (token: string) => t.call('GET', `${api}/parents/updates`, { token });
const consent = (token: string, value: boolean) =>
  t.call('PUT', `${api}/parents/updates`, { token, body: { consent: value } });
const setContacts = (token: string, emails: string[]) =>
  t.call('POST', `${api}/user`, { token, body: { emails } });
const parentMails = async (email: string, template: string) =>
  (await emailsTo(t.ctx, email)).filter((mail) => mail.template === template);

describe('the student’s consent', () => {
  it('is off until the student turns it on, and lists each contact', async () => {
    const student = await createUser(t.ctx);
    await setContacts(student.token, ['Mum@Family.test', 'dad@family.test']);
    expect((await updates(student.token)).body.data).toEqual({
      consent: false,
      contacts: [
        { email: 'mum@family.test', unsubscribed_at: null },
        { email: 'dad@family.test', unsubscribed_at: null },
      ],
    });
    expect((await consent(student.token, true)).body.data.consent).toBe(true);
    expect((await updates(student.token)).body.data.consent).toBe(true);
    expect((await consent(student.token, false)).body.data.consent).toBe(false);
  });

  it('is a student’s only: a tutor gets 403, no token 401, a bad body 422', async () => {
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    const res = await updates(tutor.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only a student can choose whether their parents receive updates.');
    expect((await consent(tutor.token, true)).status).toBe(403);
    expect((await t.call('GET', `${api}/parents/updates`)).status).toBe(401);
    const student = await createUser(t.ctx);
    const bad = await t.call('PUT', `${api}/parents/updates`, {
      token: student.token,
      body: { consent: 'yes' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.consent).toEqual(['Invalid value']);
  });
});

describe('the unsubscribe link', () => {
  let student: Awaited<ReturnType<typeof createUser>>;
  let token: string;
  beforeAll(async () => {
    student = await createUser(t.ctx, { firstName: 'Ploy' });
    await setContacts(student.token, ['mum@family.test']);
    await consent(student.token, true);
    token = parentLinkToken(t.ctx.config, { studentId: student.user.id, email: 'mum@family.test' });
  });
  const link = (method: 'GET' | 'POST', value: string, path = 'unsubscribe') =>
    t.call(method, `${api}/public/parents/${path}?token=${encodeURIComponent(value)}`);

  it('shows, without an account, whom it names; opening it changes nothing', async () => {
    const res = await link('GET', token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: 'mum@family.test', student_first_name: 'Ploy', subscribed: true });
    expect((await updates(student.token)).body.data.contacts[0].unsubscribed_at).toBeNull();
  });

  it('unsubscribes on POST, idempotently, and the student sees when', async () => {
    const first = await link('POST', token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ subscribed: false });
    clock.advance(60_000);
    expect((await link('POST', token)).body.data).toMatchObject({ subscribed: false });
    expect((await updates(student.token)).body.data.contacts).toEqual([
      { email: 'mum@family.test', unsubscribed_at: '2026-11-02T08:00:00.000Z' },
    ]);
    // The student turning the consent off and on does not undo the contact's choice.
    await consent(student.token, false);
    expect((await consent(student.token, true)).body.data.contacts[0].unsubscribed_at).not.toBeNull();
  });

  it('takes the mail client’s one-click POST (RFC 8058), and the contact can subscribe again', async () => {
    const res = await t.call('POST', `${api}/public/parents/unsubscribe?token=${encodeURIComponent(token)}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.subscribed).toBe(false);
    expect((await link('POST', token, 'resubscribe')).body.data.subscribed).toBe(true);
    expect((await updates(student.token)).body.data.contacts[0].unsubscribed_at).toBeNull();
  });

  it('answers a changed, cut or made-up link with a clear 404 and changes nothing', async () => {
    const other = parentLinkToken(t.ctx.config, { studentId: student.user.id, email: 'dad@family.test' });
    const tampered = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      token.slice(0, -5),
      `${token.split('.')[0]}.${other.split('.')[1]}.${token.split('.')[2]}`,
      `999999.${token.split('.').slice(1).join('.')}`,
      'not-a-token',
      '',
    ];
    for (const value of tampered) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await link(method, value);
        expect(res.status, value).toBe(404);
        expect(res.body.message).toBe(
          'This unsubscribe link is not valid: it may have been cut or changed. Please open the link from the e-mail again, in full.',
        );
      }
    }
    expect((await updates(student.token)).body.data.contacts[0].unsubscribed_at).toBeNull();
    const thai = await t.call('GET', `${api}/public/parents/unsubscribe?token=x`, {
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body.message).toContain('ลิงก์ยกเลิกการรับอีเมลนี้ไม่ถูกต้อง');
  });

  it('answers a link without its token, or one too long to be one, with the same words (422)', async () => {
    for (const path of ['unsubscribe', `unsubscribe?token=${'a'.repeat(1001)}`]) {
      const res = await t.call('GET', `${api}/public/parents/${path}`);
      expect(res.status).toBe(422);
      expect(res.body.errors.token).toEqual([
        'This unsubscribe link is not valid: it may have been cut or changed. Please open the link from the e-mail again, in full.',
      ]);
    }
  });
});

describe('e-mails for a booked, cancelled or missed session', () => {
  let r: Classroom;
  beforeAll(async () => {
    r = await createClassroom(t, {
      catalogue,
      funds: 300,
      tutor: { firstName: 'Malee', lastName: 'Sukjai' },
      student: { firstName: 'Somchai', lastName: 'Jaidee', timeZone: 'Asia/Bangkok', language: 'th' },
    });
    await setContacts(r.student.token, ['mum@home.test']);
  });

  it('sends nothing without consent', async () => {
    const slots = await addSlots(t, r.tutor.token, new Date('2026-11-05T09:00:00Z'), 2);
    expect((await book(t, r.student.token, slots, catalogue.maths.id)).status).toBe(200);
    expect(await emailsTo(t.ctx, 'mum@home.test')).toEqual([]);
  });

  it('tells the contact of a booking and its cancellation, in the student’s language and zone', async () => {
    await consent(r.student.token, true);
    const slots = await addSlots(t, r.tutor.token, new Date('2026-11-06T09:00:00Z'), 2);
    const booked = await book(t, r.student.token, slots, catalogue.maths.id);
    expect(booked.status).toBe(200);
    const [mail] = await parentMails('mum@home.test', 'parent_session_booked');
    expect(mail).toMatchObject({ language: 'th', subject: 'Somchai จองคาบเรียนคณิตศาสตร์' });
    expect(mail!.textBody).toContain('Somchai Jaidee จองคาบเรียนคณิตศาสตร์กับ Malee Sukjai');
    expect(mail!.textBody).toContain('16:00'); // 09:00 UTC in Bangkok
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const id = booked.body.data.session.id;
    const cancelled = await t.call('POST', `${api}/tutoring/${id}/cancel`, {
      token: r.student.token,
      body: { reason: 'Exam week' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [notice] = await parentMails('mum@home.test', 'parent_session_cancelled');
    expect(notice!.subject).toBe('คาบเรียนคณิตศาสตร์ของ Somchai ถูกยกเลิก');
    expect(notice!.textBody).toContain('16:00');
  });

  it('tells the contact when the tutor reports that the student did not come', async () => {
    const { session } = await insertSession(t, r, { startingAt: new Date('2026-11-02T05:00:00Z') });
    const res = await t.call('POST', `${api}/tutoring/${session.id}/no-show`, {
      token: r.tutor.token,
      body: { reason: 'Nobody joined' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [missed] = await parentMails('mum@home.test', 'parent_session_missed');
    expect(missed!.subject).toBe('Somchai ไม่ได้เข้าคาบเรียนคณิตศาสตร์');
  });

  it('tells the contact when a reschedule is accepted: the time before and the new one', async () => {
    const { session } = await insertSession(t, r, { startingAt: new Date('2026-11-10T09:00:00Z') });
    const newSlots = await insertSlots(t, r.tutor.user.id, new Date('2026-11-11T10:00:00Z'), 2);
    const proposed = await t.call('POST', `${api}/tutoring/${session.id}/reschedule`, {
      token: r.student.token,
      body: { availability_ids: newSlots },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    // A proposal alone moves nothing: the parents hear only of an accepted one.
    expect(await parentMails('mum@home.test', 'parent_session_moved')).toEqual([]);
    const accepted = await t.call('POST', `${api}/reschedules/${proposed.body.data.reschedule.id}/accept`, {
      token: r.tutor.token,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const [moved] = await parentMails('mum@home.test', 'parent_session_moved');
    expect(moved).toMatchObject({ language: 'th', subject: 'คาบเรียนคณิตศาสตร์ของ Somchai เปลี่ยนเวลาแล้ว' });
    // 09:00 and 10:00 UTC are 16:00 and 17:00 in Bangkok, in that order: from the old time to the new.
    expect(moved!.textBody).toMatch(/Somchai Jaidee กับ Malee Sukjai เลื่อนจาก .*16:00.* เป็น .*17:00/);
    expect(moved!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('stops once the contact unsubscribed', async () => {
    const [mail] = await parentMails('mum@home.test', 'parent_session_booked');
    const token = /parents\/unsubscribe\?token=(\S+)/.exec(mail!.textBody)![1]!;
    await t.call('POST', `${api}/public/parents/unsubscribe?token=${token}`);
    const before = (await emailsTo(t.ctx, 'mum@home.test')).length;
    const slots = await addSlots(t, r.tutor.token, new Date('2026-11-07T09:00:00Z'), 2);
    expect((await book(t, r.student.token, slots, catalogue.maths.id)).status).toBe(200);
    expect(await emailsTo(t.ctx, 'mum@home.test')).toHaveLength(before);
  });
});
