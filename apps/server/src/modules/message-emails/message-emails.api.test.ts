import { MESSAGE_EMAIL_DELAY_MINUTES } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { emailsTo } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom } from '../../../test/sessions.ts';
import { sendMessageDigests } from './send-message-digests.ts';

// Across midnight in Bangkok (17:00 UTC), so the e-mail's times must be the reader's.
const clock = movableClock(new Date('2026-03-20T16:58:00Z'));
const MINUTE = 60_000;
let t: TestApp;
let catalogue: ProfileCatalogue;

const api = (path: string) => `/api/v1${path}`;

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
});

async function conversationIn(room: Classroom): Promise<number> {
  const res = await t.call('POST', api('/conversations'), {
    token: room.student.token,
    body: { user_id: room.tutor.user.id },
  });
  return res.body.data.id;
}

async function send(token: string, id: number, body: string) {
  const res = await t.call('POST', api(`/conversations/${id}/messages`), { token, body: { body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('the e-mail about messages that arrived offline', () => {
  it('is one e-mail for several messages, a few minutes after the first, never repeated', async () => {
    const room = await createClassroom(t, {
      catalogue,
      funds: 0,
      tutor: { timeZone: 'Asia/Bangkok', firstName: 'Malee', lastName: 'Tutor' },
    });
    const id = await conversationIn(room);
    await send(room.student.token, id, 'Hello, are you free on Saturday?');
    clock.advance(MINUTE);
    await send(room.student.token, id, 'For algebra.');
    clock.advance(MINUTE);
    await send(room.student.token, id, 'Thanks!');

    // Not yet: the batch is due five minutes after the first message.
    clock.advance((MESSAGE_EMAIL_DELAY_MINUTES - 3) * MINUTE);
    await sendMessageDigests(t.ctx);
    expect(await emailsTo(t.ctx, room.tutor.user.email)).toHaveLength(0);

    clock.advance(MINUTE);
    expect(await sendMessageDigests(t.ctx)).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await emailsTo(t.ctx, room.tutor.user.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('You have 3 new messages on Kru');
    expect(mail!.textBody).toContain('Hello Malee Tutor,');
    expect(mail!.textBody).toContain('Somchai Student');
    expect(mail!.textBody).toContain('Hello, are you free on Saturday?');
    expect(mail!.textBody).toContain('Thanks!');
    // 16:58 UTC is 23:58 in Bangkok, 17:00 UTC is 00:00 the next day there.
    expect(mail!.textBody).toMatch(/20 Mar 2026, 23:58/);
    expect(mail!.textBody).toMatch(/21 Mar 2026, 00:00/);
    expect(mail!.textBody).toContain('/messages');
    expect(mail!.headers?.['List-Unsubscribe']).toContain('/api/v1/public/messages/unsubscribe?token=');

    clock.advance(10 * MINUTE);
    await sendMessageDigests(t.ctx);
    expect(await emailsTo(t.ctx, room.tutor.user.email)).toHaveLength(1);

    // A later message starts a new batch, which tells only of it.
    await send(room.student.token, id, 'One more question');
    clock.advance(MESSAGE_EMAIL_DELAY_MINUTES * MINUTE);
    await sendMessageDigests(t.ctx);
    const [latest] = await emailsTo(t.ctx, room.tutor.user.email);
    expect(latest!.subject).toBe('You have a new message on Kru');
    expect(latest!.textBody).toContain('One more question');
    expect(latest!.textBody).not.toContain('Thanks!');
  });

  it('is not sent when the messages were read in time', async () => {
    const room = await createClassroom(t, { catalogue, funds: 0 });
    const id = await conversationIn(room);
    await send(room.tutor.token, id, 'See you tomorrow');
    await send(room.tutor.token, id, 'Bring your notes');
    clock.advance(2 * MINUTE);
    await t.call('POST', api(`/conversations/${id}/read`), { token: room.student.token, body: {} });
    clock.advance(MESSAGE_EMAIL_DELAY_MINUTES * MINUTE);
    await sendMessageDigests(t.ctx);
    expect(await emailsTo(t.ctx, room.student.user.email)).toHaveLength(0);
  });

  it('is written in Thai for a Thai reader', async () => {
    const room = await createClassroom(t, { catalogue, funds: 0, tutor: { language: 'th' } });
    const id = await conversationIn(room);
    await send(room.student.token, id, 'สวัสดีครับ');
    await send(room.student.token, id, 'เรียนวันเสาร์ได้ไหมครับ');
    clock.advance(MESSAGE_EMAIL_DELAY_MINUTES * MINUTE);
    await sendMessageDigests(t.ctx);
    const [mail] = await emailsTo(t.ctx, room.tutor.user.email);
    expect(mail!.language).toBe('th');
    expect(mail!.subject).toBe('คุณมีข้อความใหม่ 2 ข้อความบน Kru');
    expect(mail!.textBody).toContain('เปิดข้อความของคุณ');
    expect(mail!.textBody).toContain('หยุดรับอีเมลแจ้งข้อความใหม่');
  });

  it('stops once turned off in settings or through the link, and comes back when turned on', async () => {
    const room = await createClassroom(t, { catalogue, funds: 0 });
    const id = await conversationIn(room);
    const settings = await t.call('GET', api('/messages/email-settings'), { token: room.tutor.token });
    expect(settings.body.data).toEqual({ emails: true });
    const off = await t.call('PUT', api('/messages/email-settings'), {
      token: room.tutor.token,
      body: { emails: false },
    });
    expect(off.body.data).toEqual({ emails: false });
    await send(room.student.token, id, 'Are you there?');
    clock.advance(MESSAGE_EMAIL_DELAY_MINUTES * MINUTE);
    await sendMessageDigests(t.ctx);
    expect(await emailsTo(t.ctx, room.tutor.user.email)).toHaveLength(0);

    await t.call('PUT', api('/messages/email-settings'), { token: room.tutor.token, body: { emails: true } });
    await send(room.student.token, id, 'Hello?');
    clock.advance(MESSAGE_EMAIL_DELAY_MINUTES * MINUTE);
    await sendMessageDigests(t.ctx);
    const [mail] = await emailsTo(t.ctx, room.tutor.user.email);
    expect(mail).toBeDefined();

    // The link in the e-mail: looking changes nothing, the one-click POST turns the e-mails off, without sign-in.
    const link = /\/api\/v1\/public\/messages\/unsubscribe\?token=([^>\s]+)/.exec(
      mail!.headers!['List-Unsubscribe']!,
    )![1]!;
    const look = await t.call('GET', api(`/public/messages/unsubscribe?token=${link}`));
    expect(look.body.data).toEqual({ emails: true });
    const oneClick = await t.call('POST', api(`/public/messages/unsubscribe?token=${link}`), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body.data).toEqual({ emails: false });
    const now = await t.call('GET', api('/messages/email-settings'), { token: room.tutor.token });
    expect(now.body.data).toEqual({ emails: false });

    const forged = await t.call(
      'POST',
      api(`/public/messages/unsubscribe?token=${room.student.user.id}.${'a'.repeat(43)}`),
    );
    expect(forged.status).toBe(404);
    expect(forged.body.message).toMatch(/unsubscribe link is not valid/);
  });
});
