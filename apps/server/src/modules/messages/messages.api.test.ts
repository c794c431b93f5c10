import { MESSAGE_LIMITS } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { PNG_1X1, uploadAndRegister } from '../../../test/files.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { type Classroom, createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';

let t: TestApp;
let catalogue: ProfileCatalogue;
let room: Classroom;
let stranger: CreatedUser;
let admin: CreatedUser;
let conversationId: number;

const api = (path: string) => `/api/v1${path}`;

async function start(token: string, userId: number) {
  return t.call('POST', api('/conversations'), { token, body: { user_id: userId } });
}

async function send(token: string, id: number, body: string, attachmentIds?: number[]) {
  return t.call('POST', api(`/conversations/${id}/messages`), {
    token,
    body: { body, ...(attachmentIds ? { attachment_ids: attachmentIds } : {}) },
  });
}

async function unreadOf(token: string) {
  const res = await t.call('GET', api('/messages/unread-count'), { token });
  expect(res.status).toBe(200);
  return res.body.data.unread_total as number;
}

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createProfileCatalogue(t.ctx);
  room = await createClassroom(t, {
    catalogue,
    funds: 0,
    tutor: { firstName: 'Malee', lastName: 'Tutor' },
  });
  stranger = await createUser(t.ctx, { firstName: 'Third', lastName: 'Person' });
  admin = await createUser(t.ctx, { role: 'admin' });
  const res = await start(room.student.token, room.tutor.user.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  conversationId = res.body.data.id;
});

describe('starting a conversation', () => {
  it('a student writes to an approved tutor before any booking; starting again answers the same one', async () => {
    const again = await start(room.student.token, room.tutor.user.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id: conversationId,
      my_role: 'student',
      other: { id: room.tutor.user.id, first_name: 'Malee', last_name: 'Tutor', avatar: null, role: 'tutor' },
      unread_count: 0,
      blocked_by_me: false,
      blocked_by_other: false,
    });
    expect(again.body.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The tutor finds it from their side (a tutor starting it answers the same conversation).
    const fromTutor = await t.call('GET', api(`/conversations/${conversationId}`), {
      token: room.tutor.token,
    });
    expect(fromTutor.body.data).toMatchObject({
      my_role: 'tutor',
      other: { id: room.student.user.id, role: 'student' },
    });
  });

  it('a tutor writes to a student only once they have had a session', async () => {
    const other = await createClassroom(t, { catalogue, funds: 0 });
    const before = await start(other.tutor.token, other.student.user.id);
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('You can write to a student once they have booked a session with you.');
    await insertSession(t, other, {
      startingAt: new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 48 * HOUR_MS),
      status: 'payment_pending',
    });
    const after = await start(other.tutor.token, other.student.user.id);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({
      my_role: 'tutor',
      other: { id: other.student.user.id, role: 'student' },
    });
  });

  it('nobody else: a tutor not approved, another student, an unknown id, an admin (404); yourself (422)', async () => {
    const pending = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'pending' });
    expect((await start(room.student.token, pending.user.id)).status).toBe(404);
    expect((await start(room.student.token, stranger.user.id)).status).toBe(404);
    expect((await start(room.student.token, 2_000_000_000)).status).toBe(404);
    expect((await start(room.student.token, admin.user.id)).status).toBe(404);
    expect((await start(admin.token, room.tutor.user.id)).status).toBe(404);
    const self = await start(room.student.token, room.student.user.id);
    expect(self.status).toBe(422);
    expect(self.body.errors.user_id).toEqual(['You cannot send a message to yourself.']);
    expect((await start(room.student.token, 0)).status).toBe(422);
  });
});

describe('sending, listing and reading', () => {
  it('counts what the other person has not read, in the conversation, the list and the header', async () => {
    const { tutor, student } = await createClassroom(t, { catalogue, funds: 0 });
    const id = (await start(student.token, tutor.user.id)).body.data.id;
    const first = await send(student.token, id, '  Hello, can you help with algebra?  ');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      conversation_id: id,
      sender_id: student.user.id,
      body: 'Hello, can you help with algebra?',
      attachments: [],
    });
    await send(student.token, id, 'Quadratics in particular.');

    expect(await unreadOf(tutor.token)).toBe(2);
    expect(await unreadOf(student.token)).toBe(0);
    const header = await t.call('GET', api('/notifications/unread-count'), { token: tutor.token });
    expect(header.body.data).toEqual({ unread_count: 0, messages_unread_count: 2 });

    const list = await t.call('GET', api('/conversations'), { token: tutor.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id,
      unread_count: 2,
      other: { id: student.user.id, first_name: 'Somchai', role: 'student' },
      last_message: { sender_id: student.user.id, preview: 'Quadratics in particular.', attachment_count: 0 },
      my_last_read_message_id: null,
      other_last_read_message_id: expect.any(Number),
    });

    const read = await t.call('POST', api(`/conversations/${id}/read`), { token: tutor.token, body: {} });
    expect(read.body.data).toEqual({ unread_count: 0, unread_total: 0 });
    const seen = await t.call('GET', api(`/conversations/${id}`), { token: student.token });
    expect(seen.body.data.other_last_read_message_id).toBe(seen.body.data.last_message.id);

    // Reading up to an older message leaves the newer one unread, and never moves back.
    const reply = await send(tutor.token, id, 'Sure!');
    await send(tutor.token, id, 'When are you free?');
    const partial = await t.call('POST', api(`/conversations/${id}/read`), {
      token: student.token,
      body: { up_to_message_id: reply.body.data.id },
    });
    expect(partial.body.data).toEqual({ unread_count: 1, unread_total: 1 });
    const back = await t.call('POST', api(`/conversations/${id}/read`), {
      token: student.token,
      body: { up_to_message_id: first.body.data.id },
    });
    expect(back.body.data).toEqual({ unread_count: 1, unread_total: 1 });
    // An id beyond the newest message reads up to the newest, no further (the receipt never runs ahead).
    await t.call('POST', api(`/conversations/${id}/read`), {
      token: student.token,
      body: { up_to_message_id: 2_000_000_000 },
    });
    const latest = await send(tutor.token, id, 'Hello?');
    const tutorView = await t.call('GET', api(`/conversations/${id}`), { token: tutor.token });
    expect(tutorView.body.data.other_last_read_message_id).toBeLessThan(latest.body.data.id);
    expect(await unreadOf(student.token)).toBe(1);
  });

  it('pages the messages newest last, older pages through next_before, newer ones through after', async () => {
    const { tutor, student } = await createClassroom(t, { catalogue, funds: 0 });
    const id = (await start(student.token, tutor.user.id)).body.data.id;
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push((await send(i % 2 ? student.token : tutor.token, id, `m${i}`)).body.data.id);

    const newest = await t.call('GET', api(`/conversations/${id}/messages?limit=2`), { token: tutor.token });
    expect(newest.body.data.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5']);
    expect(newest.body.next_before).toBe(ids[3]);
    const older = await t.call('GET', api(`/conversations/${id}/messages?limit=2&before=${ids[3]}`), {
      token: tutor.token,
    });
    expect(older.body.data.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3']);
    const oldest = await t.call('GET', api(`/conversations/${id}/messages?limit=2&before=${ids[1]}`), {
      token: tutor.token,
    });
    expect(oldest.body.data.map((m: { body: string }) => m.body)).toEqual(['m1']);
    expect(oldest.body.next_before).toBeNull();
    const after = await t.call('GET', api(`/conversations/${id}/messages?after=${ids[2]}`), {
      token: student.token,
    });
    expect(after.body.data.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5']);
    const bad = await t.call('GET', api(`/conversations/${id}/messages?limit=500`), { token: student.token });
    expect(bad.status).toBe(422);
  });

  it('refuses an empty or over-long message in words', async () => {
    const empty = await send(room.student.token, conversationId, '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.errors.body).toEqual(['Write a message first.']);
    const long = await send(room.student.token, conversationId, 'x'.repeat(MESSAGE_LIMITS.bodyMax + 1));
    expect(long.status).toBe(422);
    expect(long.body.errors.body[0]).toMatch(/at most 4,000 characters/);
    expect((await send(room.student.token, conversationId, 'x'.repeat(MESSAGE_LIMITS.bodyMax))).status).toBe(
      200,
    );
    const thai = await t.call('POST', api(`/conversations/${conversationId}/messages`), {
      token: room.student.token,
      body: { body: '' },
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body.errors.body).toEqual(['กรุณาพิมพ์ข้อความก่อน']);
  });
});

describe('attachments', () => {
  it("carries the sender's own registered attachments, with links only the two people get", async () => {
    const file = await uploadAndRegister(t, room.student.token, {
      type: 'attachment',
      contentType: 'image/png',
      bytes: PNG_1X1,
    });
    const sent = await send(room.student.token, conversationId, 'My homework', [file.id, file.id]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.attachments).toEqual([
      expect.objectContaining({
        id: file.id,
        content_type: 'image/png',
        size: PNG_1X1.length,
        url: expect.any(String),
      }),
    ]);
    const page = await t.call('GET', api(`/conversations/${conversationId}/messages?limit=1`), {
      token: room.tutor.token,
    });
    const url = page.body.data[0].attachments[0].url as string;
    const download = await t.call('GET', url.replace(/^https?:\/\/[^/]+/, ''));
    expect(download.status).toBe(200);
    const list = await t.call('GET', api('/conversations'), { token: room.tutor.token });
    expect(list.body.data[0].last_message.attachment_count).toBe(1);
  });

  it('a sent image is not reachable by its key: a third person, signed in or not, gets 404', async () => {
    const file = await uploadAndRegister(t, room.student.token, {
      type: 'attachment',
      contentType: 'image/png',
      bytes: PNG_1X1,
    });
    // Before it is sent, the image is a lesson image like any other (its author's stable link works).
    const before = await t.call('GET', api(`/files/images/${file.key}`));
    expect(before.status).toBe(302);
    const sent = await send(room.student.token, conversationId, 'A photo of my notes', [file.id]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    for (const token of [stranger.token, undefined]) {
      const byKey = await t.call('GET', api(`/files/images/${file.key}`), { token });
      expect(byKey.status).toBe(404);
      const messages = await t.call('GET', api(`/conversations/${conversationId}/messages`), { token });
      expect(messages.status).toBe(token ? 404 : 401);
    }
    // The unsigned download path of the key is refused too: only the signed URL the two people get opens it.
    const bare = await t.call(
      'GET',
      sent.body.data.attachments[0].url.replace(/^https?:\/\/[^/]+/, '').split('?')[0],
    );
    expect(bare.status).toBe(403);
    const signed = await t.call('GET', sent.body.data.attachments[0].url.replace(/^https?:\/\/[^/]+/, ''));
    expect(signed.status).toBe(200);
  });

  it("refuses someone else's file, an unknown id, a file of another kind, or more than 5", async () => {
    const tutorsFile = await uploadAndRegister(t, room.tutor.token, {
      type: 'attachment',
      contentType: 'image/png',
      bytes: PNG_1X1,
    });
    const avatar = await uploadAndRegister(t, room.student.token, {
      type: 'avatar',
      contentType: 'image/png',
      bytes: PNG_1X1,
    });
    for (const ids of [[tutorsFile.id], [2_000_000_000], [avatar.id]]) {
      const res = await send(room.student.token, conversationId, 'Look', ids);
      expect(res.status).toBe(422);
      expect(res.body.errors.attachment_ids).toEqual([
        'One of the files could not be found. Upload it again.',
      ]);
    }
    const many = await send(room.student.token, conversationId, 'Look', [1, 2, 3, 4, 5, 6]);
    expect(many.status).toBe(422);
    expect(many.body.errors.attachment_ids).toEqual(['A message can carry up to 5 files.']);
  });
});

describe('blocking', () => {
  it('stops sending both ways with a clear 403 until the blocker unblocks', async () => {
    const { tutor, student } = await createClassroom(t, { catalogue, funds: 0 });
    const id = (await start(student.token, tutor.user.id)).body.data.id;
    const blocked = await t.call('POST', api(`/conversations/${id}/block`), { token: tutor.token });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.blocked_by_me).toBe(true);

    const fromStudent = await send(student.token, id, 'Hello?');
    expect(fromStudent.status).toBe(403);
    expect(fromStudent.body.message).toBe('This person is not accepting messages from you.');
    const fromTutor = await send(tutor.token, id, 'Hello?');
    expect(fromTutor.status).toBe(403);
    expect(fromTutor.body.message).toBe('You blocked this person. Unblock them to send a message.');
    const studentView = await t.call('GET', api(`/conversations/${id}`), { token: student.token });
    expect(studentView.body.data.blocked_by_other).toBe(true);

    const unblocked = await t.call('DELETE', api(`/conversations/${id}/block`), { token: tutor.token });
    expect(unblocked.body.data.blocked_by_me).toBe(false);
    expect((await send(student.token, id, 'Hello again')).status).toBe(200);
  });
});

describe('only the two people read a conversation', () => {
  it('a third person and an admin get 404 on every call about it', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/conversations/${conversationId}`],
      ['GET', `/conversations/${conversationId}/messages`],
      ['POST', `/conversations/${conversationId}/messages`, { body: 'Hi' }],
      ['POST', `/conversations/${conversationId}/read`, {}],
      ['POST', `/conversations/${conversationId}/block`],
      ['DELETE', `/conversations/${conversationId}/block`],
      ['POST', `/conversations/${conversationId}/report`, { reason: 'Spam' }],
    ];
    for (const outsider of [stranger, admin]) {
      for (const [method, path, body] of calls) {
        const res = await t.call(method as 'GET', api(path), { token: outsider.token, body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.message).toBe('We could not find what you asked for.');
      }
      const list = await t.call('GET', api('/conversations'), { token: outsider.token });
      expect(list.body.data).toEqual([]);
    }
    const anonymous = await t.call('GET', api(`/conversations/${conversationId}`));
    expect(anonymous.status).toBe(401);
  });
});

describe('the sending limit', () => {
  it('answers 429 in words past 30 messages a minute', async () => {
    const { tutor, student } = await createClassroom(t, { catalogue, funds: 0 });
    const id = (await start(student.token, tutor.user.id)).body.data.id;
    for (let i = 0; i < MESSAGE_LIMITS.sendsPerMinute; i++) {
      expect((await send(student.token, id, `n${i}`)).status).toBe(200);
    }
    const over = await send(student.token, id, 'one too many');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('You are sending messages very fast. Wait a minute, then send again.');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The other person is not held back by it.
    expect((await send(tutor.token, id, 'Slow down!')).status).toBe(200);
  });
});
