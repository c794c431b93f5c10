import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { emailsTo } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { notifications } from '../../platform/db/schema/index.ts';
import { notify, sendSessionReminders } from './index.ts';

const clock = movableClock(new Date('2026-06-01T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;
/** An English tutor in London and a Thai student in Bangkok. */
let r: Classroom;

const startIn = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);
const list = (token: string, query = '', language = 'en') =>
  t.call('GET', `/api/v1/notifications${query}`, { token, headers: { 'accept-language': language } });
const unread = async (token: string) =>
  (await t.call('GET', '/api/v1/notifications/unread-count', { token })).body.data.unread_count;

function rowsOf(userId: number, type?: string) {
  return t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined));
}

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  catalogue = await createProfileCatalogue(t.ctx);
  r = await createClassroom(t, {
    catalogue,
    funds: 300,
    tutor: { firstName: 'Malee', lastName: 'Sukjai', timeZone: 'Europe/London', language: 'en' },
    student: { firstName: 'สมชาย', lastName: 'ใจดี', timeZone: 'Asia/Bangkok', language: 'th' },
  });
});

describe('notify', () => {
  it('writes the entry and an e-mail in each receiver’s language and time zone, only if the transaction commits', async () => {
    const { session } = await insertSession(t, r, { startingAt: new Date('2026-06-10T09:00:00Z') });
    await inTransaction(t.ctx.db, async (tx, afterCommit) => {
      await notify(t.ctx, tx, afterCommit, {
        userId: r.tutor.user.id,
        type: 'session.requested',
        data: { session_id: session.id },
      });
      await notify(t.ctx, tx, afterCommit, {
        userId: r.student.user.id,
        type: 'session.rejected',
        data: { session_id: session.id, rejection_reason: 'I am away that week' },
      });
    });
    const [toTutor] = await emailsTo(t.ctx, r.tutor.user.email);
    expect(toTutor).toMatchObject({
      language: 'en',
      template: 'notification_session_requested',
      subject: 'New session request',
    });
    expect(toTutor!.textBody).toContain('Hello Malee Sukjai,');
    expect(toTutor!.textBody).toContain(
      'สมชาย ใจดี asked for a Maths session on Wednesday, 10 June 2026 at 10:00 BST',
    );
    expect(toTutor!.textBody).toContain('http://localhost:3000/tuition/requested');
    expect(toTutor!.htmlBody).toContain('lang="en"');

    const [toStudent] = await emailsTo(t.ctx, r.student.user.email);
    expect(toStudent).toMatchObject({ language: 'th', subject: 'คำขอจองเรียนของคุณถูกปฏิเสธ' });
    expect(toStudent!.textBody).toContain('Malee Sukjai ไม่สามารถรับการเรียนวิชาคณิตศาสตร์');
    expect(toStudent!.textBody).toContain('16:00'); // 09:00 UTC in Bangkok
    expect(toStudent!.textBody).toContain('เหตุผล: I am away that week');
    expect(toStudent!.textBody).toContain('เงินได้คืนเข้ากระเป๋าเงินของคุณแล้ว');

    const before = (await rowsOf(r.tutor.user.id)).length;
    await expect(
      inTransaction(t.ctx.db, async (tx, afterCommit) => {
        await notify(t.ctx, tx, afterCommit, {
          userId: r.tutor.user.id,
          type: 'session.approved',
          data: { session_id: session.id },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowsOf(r.tutor.user.id)).toHaveLength(before);
  });
});

describe('GET /notifications, unread count and POST /notifications/read', () => {
  it('lists the caller’s own entries newest first, written in the request’s language', async () => {
    const en = await list(r.student.token);
    expect(en.status).toBe(200);
    expect(en.body.pagination).toMatchObject({ current_page: 1, per_page: 20 });
    const [newest] = en.body.data;
    expect(newest).toMatchObject({
      type: 'session.rejected',
      title: 'Your session request was declined',
      link: '/tuition/sessions',
      read_at: null,
    });
    expect(newest.body).toContain('Malee Sukjai could not accept your Maths session');
    expect(newest.body).toContain('GMT+7');
    expect(newest.body).toContain('Reason: I am away that week');
    const th = await list(r.student.token, '', 'th');
    expect(th.body.data[0].title).toBe('คำขอจองเรียนของคุณถูกปฏิเสธ');
    const ids = en.body.data.map((n: { id: number }) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(
      (await list(r.tutor.token)).body.data.every((n: { type: string }) => n.type !== 'session.rejected'),
    ).toBe(true);
  });

  it('paginates 20 a page and refuses a bad page', async () => {
    const { session } = await insertSession(t, r, { startingAt: startIn(200) });
    await inTransaction(t.ctx.db, async (tx, afterCommit) => {
      for (let i = 0; i < 21; i++) {
        await notify(t.ctx, tx, afterCommit, {
          userId: r.tutor.user.id,
          type: 'session.approved',
          data: { session_id: session.id },
        });
      }
    });
    const total = (await rowsOf(r.tutor.user.id)).length;
    const second = await list(r.tutor.token, '?page=2');
    expect(second.body.pagination).toMatchObject({
      total,
      current_page: 2,
      total_pages: Math.ceil(total / 20),
    });
    expect(second.body.data).toHaveLength(total - 20);
    expect((await list(r.tutor.token, '?page=0')).status).toBe(422);
    expect((await t.call('GET', '/api/v1/notifications')).status).toBe(401);
  });

  it('marks the given ids read, leaves another user’s alone, then all', async () => {
    const total = await unread(r.tutor.token);
    expect(total).toBeGreaterThan(2);
    const [first, second] = (await list(r.tutor.token)).body.data;
    const studentUnread = await unread(r.student.token);
    const [studentEntry] = (await list(r.student.token)).body.data;

    const res = await t.call('POST', '/api/v1/notifications/read', {
      token: r.tutor.token,
      body: { ids: [first.id, second.id, studentEntry.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.unread_count).toBe(total - 2);
    expect(await unread(r.student.token)).toBe(studentUnread);
    const [readFirst] = (await list(r.tutor.token)).body.data;
    expect(readFirst.read_at).toBe(clock.now().toISOString());

    expect(
      (await t.call('POST', '/api/v1/notifications/read', { token: r.tutor.token, body: {} })).body.data,
    ).toEqual({
      unread_count: 0,
    });
    expect(
      (await t.call('POST', '/api/v1/notifications/read', { token: r.tutor.token, body: { ids: ['x'] } }))
        .status,
    ).toBe(422);
  });
});

describe('sendSessionReminders', () => {
  it('reminds both people 24 hours and 1 hour before, each once, even with two instances at once', async () => {
    const room = await createClassroom(t, { catalogue, student: { language: 'th' } });
    const { session } = await insertSession(t, room, { startingAt: startIn(30) });
    const pending = await insertSession(t, room, {
      startingAt: startIn(20),
      status: 'determination_pending',
    });
    const reminders = async (type: string) =>
      [...(await rowsOf(room.student.user.id, type)), ...(await rowsOf(room.tutor.user.id, type))].filter(
        (row) => row.data.session_id === session.id,
      );

    await sendSessionReminders(t.ctx);
    expect(await reminders('session.reminder_24h')).toHaveLength(0);

    clock.advance(7 * HOUR_MS); // 23 hours before
    await Promise.all([sendSessionReminders(t.ctx), sendSessionReminders(t.ctx)]);
    await sendSessionReminders(t.ctx);
    expect(await reminders('session.reminder_24h')).toHaveLength(2);
    expect(await reminders('session.reminder_1h')).toHaveLength(0);
    const [thai] = await emailsTo(t.ctx, room.student.user.email);
    expect(thai).toMatchObject({ language: 'th', subject: 'เตือนความจำ: คุณมีนัดเรียนภายใน 24 ชั่วโมง' });

    clock.advance(22.5 * HOUR_MS); // 30 minutes before
    await Promise.all([sendSessionReminders(t.ctx), sendSessionReminders(t.ctx)]);
    expect(await reminders('session.reminder_1h')).toHaveLength(2);
    expect(await reminders('session.reminder_24h')).toHaveLength(2);
    const english = (await emailsTo(t.ctx, room.tutor.user.email))[0]!;
    expect(english.subject).toBe('Reminder: your session starts within an hour');
    expect(english.textBody).toContain('The meeting room opens 10 minutes before the start.');
    // Only approved sessions are reminded.
    expect((await rowsOf(room.tutor.user.id)).some((row) => row.data.session_id === pending.session.id)).toBe(
      false,
    );
  });

  it('sends only the 1-hour reminder for a session approved within the last hour', async () => {
    const room = await createClassroom(t, { catalogue });
    const { session } = await insertSession(t, room, { startingAt: startIn(0.5) });
    await sendSessionReminders(t.ctx);
    const types = (await rowsOf(room.student.user.id))
      .filter((row) => row.data.session_id === session.id)
      .map((row) => row.type);
    expect(types).toEqual(['session.reminder_1h']);
  });
});
