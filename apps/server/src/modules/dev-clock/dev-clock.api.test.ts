import { devClockResponse, devJobRunResponse } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  balancesOf,
  createClassroom,
  HOUR_MS,
  insertSession,
  sessionRecord,
} from '../../../test/sessions.ts';
import { ledgerTransaction } from '../../../test/wallet.ts';

const HALF_HOUR_MS = HOUR_MS / 2;
const MINUTE_MS = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { devClock: true } });
});

const advance = (minutes: unknown) => t.call('POST', '/api/v1/dev/clock/advance', { body: { minutes } });
const runJob = (name: unknown) => t.call('POST', '/api/v1/dev/jobs/run', { body: { name } });
const reset = () => t.call('POST', '/api/v1/dev/clock/reset');

/** An approved hour starting on the half hour two to two and a half hours from real time. */
async function approvedSession() {
  const room = await createClassroom(t);
  const startingAt = new Date(Math.ceil(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS + 2 * HOUR_MS);
  const { session } = await insertSession(t, room, { startingAt, status: 'approved' });
  return { room, session };
}

describe('dev clock', () => {
  it('does not exist without DEV_CLOCK, nor in production', async () => {
    const off = await createTestApp();
    const production = await createTestApp({ config: { env: 'production', devClock: true } });
    for (const app of [off, production]) {
      expect((await app.call('POST', '/api/v1/dev/clock/advance', { body: { minutes: 5 } })).status).toBe(
        404,
      );
      expect((await app.call('POST', '/api/v1/dev/clock/reset')).status).toBe(404);
      const job = await app.call('POST', '/api/v1/dev/jobs/run', {
        body: { name: 'sessions-complete-ended' },
      });
      expect(job.status).toBe(404);
    }
  });

  it('moves forward what the use cases see, and resets to real time', async () => {
    const { room, session } = await approvedSession();
    const meeting = () =>
      t.call('GET', `/api/v1/tutoring/${session.id}/meeting`, { token: room.student.token });
    // Two hours ahead, the room (open from 10 minutes before the start) is shut.
    expect((await meeting()).status).toBe(409);

    const before = Date.now();
    const res = await advance((session.startingAt.getTime() - before) / MINUTE_MS - 5);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(devClockResponse.parse(res.body)).toEqual(res.body);
    const moved = Date.parse(res.body.data.now);
    expect(moved).toBeGreaterThanOrEqual(session.startingAt.getTime() - 5 * MINUTE_MS);
    expect(moved).toBeLessThan(session.startingAt.getTime() - 4 * MINUTE_MS);
    expect(t.ctx.clock.now().getTime()).toBeGreaterThanOrEqual(moved);
    expect((await meeting()).status).toBe(200);

    const back = await reset();
    expect(back.status).toBe(200);
    expect(Math.abs(Date.parse(back.body.data.now) - Date.now())).toBeLessThan(5_000);
    expect((await meeting()).status).toBe(409);
  });

  it('refuses to move by nothing, backwards or by something not a number', async () => {
    for (const minutes of [0, -30, 'ten', null, 366 * 24 * 60 + 1]) {
      const res = await advance(minutes);
      expect(res.status, JSON.stringify(minutes)).toBe(422);
      expect(res.body.errors.minutes).toBeDefined();
    }
    expect((await t.call('POST', '/api/v1/dev/clock/advance', { body: {} })).status).toBe(422);
    expect(Math.abs(t.ctx.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('runs the completion job by name: an ended approved session completes and the tutor is paid', async () => {
    const { room, session } = await approvedSession();
    const early = await runJob('sessions-complete-ended');
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect(devJobRunResponse.parse(early.body)).toEqual(early.body);
    expect((await sessionRecord(t, session.id)).status).toBe('approved');

    await advance((session.endingAt.getTime() - Date.now()) / MINUTE_MS + 1);
    const res = await runJob('sessions-complete-ended');
    expect(res.body.data.name).toBe('sessions-complete-ended');
    // This session, and any other of the file that has ended by the moved time.
    expect(res.body.data.result).toBeGreaterThanOrEqual(1);
    expect((await sessionRecord(t, session.id)).status).toBe('completed');
    // The tutor is paid once the 24-hour no-show window has passed.
    await advance(24 * 60);
    expect((await runJob('sessions-release-earnings')).body.data.result).toBeGreaterThanOrEqual(1);
    expect(await ledgerTransaction(t, `session_settle:${session.id}`)).toMatchObject({
      kind: 'tutor_earning',
      entries: { held: -2500, earnings: 2500 },
    });
    expect((await balancesOf(t, room.tutor.user.id)).earningsPence).toBe(2500);
    await reset();
  });

  it('runs any scheduled job by name with its count; 404 for an unknown name, 422 without one', async () => {
    expect((await runJob('sessions-release-earnings')).body.data).toEqual({
      name: 'sessions-release-earnings',
      result: 0,
    });
    expect((await runJob('sessions-complete-everything')).status).toBe(404);
    for (const name of ['', '   ', 42, undefined]) expect((await runJob(name)).status).toBe(422);
  });
});
