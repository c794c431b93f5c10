import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type Classroom, createClassroom } from '../../../test/sessions.ts';
import { auditLogs } from '../../platform/db/schema/index.ts';

let t: TestApp;
let room: Classroom;
let admin: CreatedUser;
let conversationId: number;

const api = (path: string) => `/api/v1${path}`;

beforeAll(async () => {
  t = await createTestApp();
  room = await createClassroom(t, { funds: 0, tutor: { firstName: 'Malee', lastName: 'Tutor' } });
  admin = await createUser(t.ctx, { role: 'admin' });
  const started = await t.call('POST', api('/conversations'), {
    token: room.student.token,
    body: { user_id: room.tutor.user.id },
  });
  conversationId = started.body.data.id;
  for (const [token, body] of [
    [room.student.token, 'Hello'],
    [room.tutor.token, 'Pay me outside Kru, it is cheaper'],
  ] as const) {
    await t.call('POST', api(`/conversations/${conversationId}/messages`), { token, body: { body } });
  }
});

describe('reporting a conversation', () => {
  it('needs a reason, in words', async () => {
    const res = await t.call('POST', api(`/conversations/${conversationId}/report`), {
      token: room.student.token,
      body: { reason: '  ' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.reason).toEqual(['Tell us what is wrong, so the team can look into it.']);
  });

  it('lets the admin team read the reported conversation, and resolve the report once', async () => {
    const before = await t.call('GET', api('/admin/conversation-reports'), { token: admin.token });
    expect(before.body.data).toEqual([]);

    const reported = await t.call('POST', api(`/conversations/${conversationId}/report`), {
      token: room.student.token,
      body: { reason: 'Asks me to pay outside Kru' },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const reportId = reported.body.data.id;

    const open = await t.call('GET', api('/admin/conversation-reports'), { token: admin.token });
    expect(open.body.pagination.total).toBe(1);
    expect(open.body.data[0]).toMatchObject({
      id: reportId,
      conversation_id: conversationId,
      reason: 'Asks me to pay outside Kru',
      reporter: { id: room.student.user.id, first_name: 'Somchai', role: 'student' },
      reported: { id: room.tutor.user.id, first_name: 'Malee', last_name: 'Tutor', role: 'tutor' },
      resolved_at: null,
    });

    const messages = await t.call('GET', api(`/admin/conversation-reports/${reportId}/messages`), {
      token: admin.token,
    });
    expect(messages.status).toBe(200);
    expect(messages.body.data.map((m: { body: string }) => m.body)).toEqual([
      'Hello',
      'Pay me outside Kru, it is cheaper',
    ]);
    // Reading it through the report does not open the participants' routes to the admin.
    expect(
      (await t.call('GET', api(`/conversations/${conversationId}`), { token: admin.token })).status,
    ).toBe(404);

    const resolved = await t.call('POST', api(`/admin/conversation-reports/${reportId}/resolve`), {
      token: admin.token,
      body: { note: 'Warned the tutor' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({
      resolution_note: 'Warned the tutor',
      resolved_at: expect.any(String),
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectId, reportId), eq(auditLogs.action, 'conversation_report.resolved')));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'conversation_report.resolved',
      comment: 'Warned the tutor',
    });
    const again = await t.call('POST', api(`/admin/conversation-reports/${reportId}/resolve`), {
      token: admin.token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This report has already been resolved.');

    const stillOpen = await t.call('GET', api('/admin/conversation-reports'), { token: admin.token });
    expect(stillOpen.body.data).toEqual([]);
    const done = await t.call('GET', api('/admin/conversation-reports?status=resolved'), {
      token: admin.token,
    });
    expect(done.body.data.map((r: { id: number }) => r.id)).toEqual([reportId]);
    const one = await t.call('GET', api(`/admin/conversation-reports/${reportId}`), { token: admin.token });
    expect(one.body.data.resolution_note).toBe('Warned the tutor');
  });

  it('records each time an admin opens the reported conversation, and shows it on the report', async () => {
    const other = await createClassroom(t, { funds: 0 });
    const secondAdmin = await createUser(t.ctx, { role: 'admin', firstName: 'Second', lastName: 'Admin' });
    const started = await t.call('POST', api('/conversations'), {
      token: other.student.token,
      body: { user_id: other.tutor.user.id },
    });
    const otherConversation = started.body.data.id;
    for (const body of ['One', 'Two', 'Three']) {
      await t.call('POST', api(`/conversations/${otherConversation}/messages`), {
        token: other.tutor.token,
        body: { body },
      });
    }
    const reported = await t.call('POST', api(`/conversations/${otherConversation}/report`), {
      token: other.student.token,
      body: { reason: 'Rude' },
    });
    const reportId = reported.body.data.id;
    const fresh = await t.call('GET', api(`/admin/conversation-reports/${reportId}`), { token: admin.token });
    expect(fresh.body.data.history).toEqual([]);

    // Opening it (the newest page) is recorded; reading older pages of the same opening is not.
    const opened = await t.call('GET', api(`/admin/conversation-reports/${reportId}/messages?limit=2`), {
      token: secondAdmin.token,
    });
    expect(opened.status).toBe(200);
    const older = await t.call(
      'GET',
      api(`/admin/conversation-reports/${reportId}/messages?limit=2&before=${opened.body.next_before}`),
      { token: secondAdmin.token },
    );
    expect(older.body.data.map((m: { body: string }) => m.body)).toEqual(['One']);
    const rows = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.subjectId, reportId));
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: secondAdmin.user.id,
        action: 'conversation_report.read',
        subjectType: 'conversation_report',
        metadata: { conversation_id: otherConversation },
      }),
    ]);
    await t.call('GET', api(`/admin/conversation-reports/${reportId}/messages`), { token: admin.token });
    // A refused reader leaves no entry.
    const refused = await t.call('GET', api(`/admin/conversation-reports/${reportId}/messages`), {
      token: other.tutor.token,
    });
    expect(refused.status).toBe(403);

    const detail = await t.call('GET', api(`/admin/conversation-reports/${reportId}`), {
      token: admin.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.history).toEqual([
      expect.objectContaining({
        action: 'conversation_report.read',
        actor: { id: admin.user.id, full_name: expect.any(String) },
        created_at: expect.any(String),
      }),
      expect.objectContaining({
        action: 'conversation_report.read',
        actor: { id: secondAdmin.user.id, full_name: 'Second Admin' },
      }),
    ]);
  });

  it('keeps the admin routes to the admin team (403), and an unknown report is 404', async () => {
    for (const token of [room.student.token, room.tutor.token]) {
      for (const [method, path] of [
        ['GET', '/admin/conversation-reports'],
        ['GET', '/admin/conversation-reports/1'],
        ['GET', '/admin/conversation-reports/1/messages'],
        ['POST', '/admin/conversation-reports/1/resolve'],
      ] as const) {
        const res = await t.call(method, api(path), { token, body: method === 'POST' ? {} : undefined });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    const unknown = await t.call('GET', api('/admin/conversation-reports/999999/messages'), {
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
    const bad = await t.call('GET', api('/admin/conversation-reports?status=maybe'), { token: admin.token });
    expect(bad.status).toBe(422);
  });
});
