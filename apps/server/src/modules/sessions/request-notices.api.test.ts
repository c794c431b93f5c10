import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book, notificationsOf } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { emailsTo } from '../../../test/factories.ts';
import { type Classroom, createClassroom, HOUR_MS } from '../../../test/sessions.ts';
import { type JobRunner, startJobs } from '../../platform/jobs.ts';
import { SESSION_REQUESTED_QUEUE, tellOfRequest, workOnRequestNotices } from './tell-of-request.ts';

const clock = movableClock(new Date('2026-03-20T08:00:00Z'));
let t: TestApp;
let room: Classroom;
let jobs: JobRunner;

const startIn = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  room = await createClassroom(t);
  // The queue and its worker as main.ts wires them, on the test file's database.
  jobs = await startJobs(t.ctx.db.$client.options.connectionString!, [SESSION_REQUESTED_QUEUE], () => {});
  t.ctx.jobs = jobs.queue;
  await workOnRequestNotices(t.ctx, jobs);
});

afterAll(() => jobs.stop());

async function waitFor(condition: () => Promise<boolean>) {
  for (const end = Date.now() + 20_000; Date.now() < end; ) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a request's notices, written after the booking's commit by the session-requested job", () => {
  it('asks the tutor (an entry and an e-mail) once the job has run', async () => {
    const slotIds = await addSlots(t, room.tutor.token, startIn(48), 2);
    const res = await book(t, room.student.token, slotIds, room.catalogue.maths.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sessionId = res.body.data.session.id;
    const told = async () =>
      (await notificationsOf(t, room.tutor.user.id, 'session.requested')).some(
        (entry) => entry.data.session_id === sessionId,
      );
    await waitFor(told);
    expect(await told()).toBe(true);
    expect((await emailsTo(t.ctx, room.tutor.user.email)).length).toBe(1);
  });

  it('tells once when a job runs twice (a crash between its commit and its completion)', async () => {
    const slotIds = await addSlots(t, room.tutor.token, startIn(72), 2);
    t.ctx.jobs = null;
    const res = await book(t, room.student.token, slotIds, room.catalogue.maths.id);
    t.ctx.jobs = jobs.queue;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sessionId = res.body.data.session.id;
    // Without a queue the notices were written right after the commit: this is the second run.
    await tellOfRequest(t.ctx, { sessionId, tutorId: room.tutor.user.id });
    const entries = (await notificationsOf(t, room.tutor.user.id, 'session.requested')).filter(
      (entry) => entry.data.session_id === sessionId,
    );
    expect(entries).toHaveLength(1);
    expect((await emailsTo(t.ctx, room.tutor.user.email)).length).toBe(2);
  });
});
