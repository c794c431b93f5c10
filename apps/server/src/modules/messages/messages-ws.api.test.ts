import { MESSAGES_SOCKET_CLOSE } from '@kru/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { withSecondInstance } from '../../../test/second-instance.ts';
import { type Classroom, createClassroom } from '../../../test/sessions.ts';
import { messageEmailBatches } from '../../platform/db/schema/index.ts';
import { signSocketTicket } from './socket-ticket.ts';

/** A person's messages socket: frames are kept in order and taken by type. */
interface Listener {
  socket: WebSocket;
  opened: Promise<void>;
  next(type: string, waitMs?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

const api = (path: string) => `/api/v1${path}`;

let t: TestApp;
let secondApp: FastifyInstance;
let instanceA: string;
let instanceB: string;
let room: Classroom;
let conversationId: number;
const sockets: WebSocket[] = [];

function listen(base: string, ticket: string): Listener {
  const socket = new WebSocket(
    `${base.replace('http', 'ws')}/api/v1/messages/ws?ticket=${encodeURIComponent(ticket)}`,
  );
  sockets.push(socket);
  const frames: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    socket,
    opened: new Promise((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    }),
    closed: new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    ),
    async next(type, waitMs = 5000) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const index = frames.findIndex((frame) => frame.type === type);
        if (index >= 0) return frames.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no "${type}" frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
}

/** Opens the person's socket on an instance (its ticket from the other one: instances share the key). */
async function connect(base: string, token: string): Promise<Listener> {
  const res = await t.call('POST', api('/messages/socket-ticket'), { token });
  expect(res.status).toBe(200);
  const listener = listen(base, res.body.data.ticket);
  await listener.opened;
  // The socket is attached (subscribed and recorded) just after the upgrade: wait until it counts as online.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return listener;
}

async function send(token: string, body: string) {
  const res = await t.call('POST', api(`/conversations/${conversationId}/messages`), {
    token,
    body: { body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  const instances = await withSecondInstance(t);
  ({ second: secondApp, instanceA, instanceB } = instances);
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await instances.close();
  });
  room = await createClassroom(t, { funds: 0 });
  const started = await t.call('POST', api('/conversations'), {
    token: room.student.token,
    body: { user_id: room.tutor.user.id },
  });
  conversationId = started.body.data.id;
});

describe('real-time delivery across two server instances', () => {
  it('a message sent through one instance reaches the receiver on the other, and the read receipt comes back', async () => {
    const tutor = await connect(instanceB, room.tutor.token);
    const student = await connect(instanceA, room.student.token);

    // Sent through instance A's HTTP; the tutor listens on instance B.
    const sent = await send(room.student.token, 'Hello from instance A');
    const arrived = await tutor.next('message.new');
    expect(arrived).toEqual({ type: 'message.new', message: sent, unread_total: 1 });
    // The sender's own socket (another tab) gets it too, with their own total.
    expect(await student.next('message.new')).toMatchObject({ message: { id: sent.id }, unread_total: 0 });

    // The tutor reads it through instance B's HTTP; the student, on A, gets the receipt.
    const read = await secondApp.inject({
      method: 'POST',
      url: api(`/conversations/${conversationId}/read`),
      headers: { authorization: `Bearer ${room.tutor.token}` },
      payload: {},
    });
    expect(read.statusCode).toBe(200);
    expect(await student.next('conversation.read')).toEqual({
      type: 'conversation.read',
      conversation_id: conversationId,
      reader_id: room.tutor.user.id,
      last_read_message_id: sent.id,
    });
    expect(await tutor.next('unread.count')).toEqual({ type: 'unread.count', unread_total: 0 });

    // Someone online gets no offline e-mail batch.
    const batches = await t.ctx.db
      .select()
      .from(messageEmailBatches)
      .where(eq(messageEmailBatches.userId, room.tutor.user.id));
    expect(batches).toEqual([]);
  });

  it('after the socket closes the person is offline: the message starts an e-mail batch', async () => {
    // Every socket of the tutor closes (the one of the test above too).
    const tutor = await connect(instanceB, room.tutor.token);
    for (const socket of sockets) socket.close();
    await tutor.closed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await send(room.student.token, 'Are you there?');
    const batches = await t.ctx.db
      .select()
      .from(messageEmailBatches)
      .where(eq(messageEmailBatches.userId, room.tutor.user.id));
    expect(batches).toHaveLength(1);
  });

  it('a third person gets nothing of the conversation on their socket', async () => {
    const outsider = await createClassroom(t, { funds: 0 });
    const listener = await connect(instanceA, outsider.student.token);
    await send(room.student.token, 'Private');
    await expect(listener.next('message.new', 1500)).rejects.toThrow(/no "message.new" frame/);
  });

  it('closes a socket with a made-up ticket (4401) or an expired one (4402)', async () => {
    const madeUp = listen(instanceA, 's1.1.99999999999999.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await madeUp.closed).toEqual(MESSAGES_SOCKET_CLOSE.invalidTicket);
    const expired = listen(
      instanceB,
      signSocketTicket(t.ctx.config, room.tutor.user.id, new Date(Date.now() - 1000)),
    );
    expect(await expired.closed).toEqual(MESSAGES_SOCKET_CLOSE.expiredTicket);
    const plain = await t.call('GET', api('/messages/ws'));
    expect(plain.status).toBe(404);
  });
});
