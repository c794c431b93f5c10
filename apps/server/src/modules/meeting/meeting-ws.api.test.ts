import { MEETING_CLOSE } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { withSecondInstance } from '../../../test/second-instance.ts';
import { type Classroom, createClassroom, insertSession } from '../../../test/sessions.ts';
import { tutoringSessions } from '../../platform/db/schema/index.ts';
import { meetingSecret } from './meeting-secret.ts';
import { signMeetingToken } from './token.ts';

const HALF_HOUR_MS = 30 * 60_000;

/** A participant's socket: frames are kept in order and taken by type. */
interface Peer {
  socket: WebSocket;
  next(type: string): Promise<Record<string, unknown>>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(base: string, token: string): Peer {
  const socket = new WebSocket(
    `${base.replace('http', 'ws')}/api/v1/meeting/ws?token=${encodeURIComponent(token)}`,
  );
  const frames: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    socket,
    closed,
    send: (frame) => socket.send(JSON.stringify(frame)),
    async next(type) {
      const deadline = Date.now() + 5000;
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

let t: TestApp;
let instanceA: string;
let instanceB: string;
let room: Classroom;
let sessionId: number;
let endingAt: Date;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const instances = await withSecondInstance(t);
  ({ instanceA, instanceB } = instances);
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await instances.close();
  });

  room = await createClassroom(t);
  // The session under way: it started at the last half hour and lasts an hour.
  const startingAt = new Date(Math.floor(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS);
  const { session } = await insertSession(t, room, { startingAt });
  sessionId = session.id;
  endingAt = session.endingAt;
});

async function tokenOf(userToken: string): Promise<string> {
  const res = await t.call('GET', `/api/v1/tutoring/${sessionId}/meeting`, { token: userToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token;
}

function open(base: string, token: string): Peer {
  const peer = connect(base, token);
  sockets.push(peer.socket);
  return peer;
}

describe('the meeting room across two server instances', () => {
  it('lets the student on A and the tutor on B negotiate and chat', async () => {
    const student = open(instanceA, await tokenOf(room.student.token));
    expect(await student.next('welcome')).toMatchObject({ user_id: room.student.user.id, polite: true });
    const tutor = open(instanceB, await tokenOf(room.tutor.token));
    expect(await tutor.next('welcome')).toMatchObject({
      user_id: room.tutor.user.id,
      polite: false,
      ends_at: endingAt.toISOString(),
    });
    await student.next('peer-joined');
    await tutor.next('peer-joined');

    // An offer larger than one NOTIFY payload crosses in parts.
    const offer = {
      type: 'offer',
      sdp: `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.2 54321 typ host\r\n'.repeat(300)}`,
    };
    student.send({ type: 'description', description: offer });
    expect(await tutor.next('description')).toEqual({ type: 'description', description: offer });
    const answer = { type: 'answer', sdp: 'v=0\r\no=- 2 2 IN IP4 127.0.0.1\r\n' };
    tutor.send({ type: 'description', description: answer });
    expect(await student.next('description')).toEqual({ type: 'description', description: answer });
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 192.0.2.2 54321 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    tutor.send({ type: 'candidate', candidate });
    expect(await student.next('candidate')).toEqual({ type: 'candidate', candidate });

    student.send({ type: 'chat', text: '  Hello, can you hear me?  ' });
    const received = await tutor.next('chat');
    expect(received).toMatchObject({ from: room.student.user.id, text: 'Hello, can you hear me?' });
    // The author gets the same line back, with the same id.
    expect(await student.next('chat')).toEqual(received);
    tutor.send({ type: 'chat', text: 'ได้ยินชัดเจนครับ' });
    expect(await student.next('chat')).toMatchObject({ from: room.tutor.user.id, text: 'ได้ยินชัดเจนครับ' });
    expect(await tutor.next('chat')).toMatchObject({ from: room.tutor.user.id, text: 'ได้ยินชัดเจนครับ' });
    tutor.send({ type: 'media', media: { audio: false, video: true, screen: false } });
    expect(await student.next('media')).toEqual({
      type: 'media',
      media: { audio: false, video: true, screen: false },
    });

    // A frame outside the protocol is refused without closing the socket.
    student.send({ type: 'chat', text: 'x'.repeat(2001) });
    expect(await student.next('error')).toEqual({ type: 'error', reason: 'invalid_message' });
    student.send({ type: 'ping' });
    await student.next('pong');

    // The student's connection drops and comes back on B: the old socket is replaced, both sides meet again.
    const rejoined = open(instanceB, await tokenOf(room.student.token));
    expect(await student.closed).toEqual(MEETING_CLOSE.replaced);
    await rejoined.next('welcome');
    await rejoined.next('peer-joined');
    await tutor.next('peer-joined');
    rejoined.send({ type: 'chat', text: 'back again' });
    expect(await tutor.next('chat')).toMatchObject({ text: 'back again' });

    // Hanging up: the tutor is told, then sees the student leave.
    rejoined.send({ type: 'hang-up' });
    await tutor.next('hang-up');
    rejoined.socket.close(1000);
    await tutor.next('peer-left');
    tutor.socket.close(1000);
  });

  it("refuses a third person's token before joining", async () => {
    const stranger = await createUser(t.ctx);
    const token = signMeetingToken(meetingSecret(t.ctx.config), {
      sessionId,
      userId: stranger.user.id,
      expiresAt: endingAt,
    });
    expect(await open(instanceA, token).closed).toEqual(MEETING_CLOSE.notParticipant);
  });

  it('refuses an expired, a forged and a missing token', async () => {
    const secret = meetingSecret(t.ctx.config);
    const expired = signMeetingToken(secret, {
      sessionId,
      userId: room.student.user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await open(instanceB, expired).closed).toEqual(MEETING_CLOSE.tokenExpired);
    const forged = signMeetingToken('not-the-secret', {
      sessionId,
      userId: room.student.user.id,
      expiresAt: endingAt,
    });
    expect(await open(instanceA, forged).closed).toEqual(MEETING_CLOSE.invalidToken);
    expect(await open(instanceA, '').closed).toEqual(MEETING_CLOSE.invalidToken);
  });

  it('refuses a token once the session is no longer approved', async () => {
    const token = await tokenOf(room.tutor.token);
    await t.ctx.db
      .update(tutoringSessions)
      .set({ status: 'cancelled' })
      .where(eq(tutoringSessions.id, sessionId));
    expect(await open(instanceA, token).closed).toEqual(MEETING_CLOSE.sessionEnded);
  });
});
