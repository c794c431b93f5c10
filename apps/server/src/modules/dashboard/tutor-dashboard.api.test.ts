import { tutorDashboardSchema } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { countRoundTrips } from '../../../test/round-trips.ts';
import { createClassroom, HOUR_MS, insertSession } from '../../../test/sessions.ts';
import { topUp } from '../../../test/wallet.ts';
import { ActorCache } from '../../platform/auth/actor-cache.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { postTransaction } from '../ledger/index.ts';

let t: TestApp;
const api = '/api/v1';
// Mid-March in Bangkok (UTC+7): the tutor's months start 7 hours before UTC's.
const NOW = new Date('2026-03-15T05:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ context: { clock: movableClock(NOW) } });
  // The token stays resolved for the whole file: the round trips counted are the dashboard's only.
  t.ctx.actors = new ActorCache({ ttlMs: 60 * 60_000 });
});

const dashboard = (token: string) => t.call('GET', `${api}/dashboard/tutor`, { token });

/** Credits the tutor's earnings at `at`, as a session's release would. */
function earn(tutorId: number, pence: number, at: string) {
  return inTransaction(t.ctx.db, (tx) =>
    postTransaction(
      tx,
      {
        idempotencyKey: `test-earning:${tutorId}:${at}`,
        kind: 'tutor_earning',
        userId: tutorId,
        reference: { test: at },
        entries: [
          { account: { kind: 'platform' }, amountPence: -pence },
          { account: { kind: 'earnings', userId: tutorId }, amountPence: pence },
        ],
      },
      new Date(at),
    ),
  );
}

describe('GET /dashboard/tutor', () => {
  it('counts distinct students taught, on the dashboard and on GET /user', async () => {
    const room = await createClassroom(t, { tutor: { timeZone: 'Asia/Bangkok' } });
    const other = await createUser(t.ctx, { firstName: 'Mali' });
    const third = await createUser(t.ctx);
    for (const student of [other, third]) await topUp(t, student.token, 100);
    const hour = (n: number) => new Date(Date.UTC(2026, 2, 20, 0) + n * HOUR_MS);
    await insertSession(t, room, { startingAt: hour(0), status: 'approved' });
    await insertSession(t, room, { startingAt: hour(2), status: 'completed' }); // the same student again
    await insertSession(t, { ...room, student: other }, { startingAt: hour(4), status: 'completed' });
    // A request not answered yet, and a rejected one, teach nobody.
    await insertSession(
      t,
      { ...room, student: third },
      { startingAt: hour(6), status: 'determination_pending' },
    );
    await insertSession(t, { ...room, student: third }, { startingAt: hour(8), status: 'rejected' });

    const res = await dashboard(room.tutor.token);
    expect(res.status).toBe(200);
    const data = tutorDashboardSchema.parse(res.body.data);
    expect(data.students_count).toBe(2);
    expect((await t.call('GET', `${api}/user`, { token: room.tutor.token })).body.data.students_count).toBe(
      2,
    );
    // Only the approved session still to come is on the tutor's list.
    expect(data.sessions.map((s) => s.status)).toEqual(['approved']);
    // A student's own record counts none.
    expect((await t.call('GET', `${api}/user`, { token: room.student.token })).body.data.students_count).toBe(
      0,
    );
  });

  it('sums the earnings of this month and the last one in the tutor’s time zone, in one round trip each', async () => {
    const room = await createClassroom(t, { tutor: { timeZone: 'Asia/Bangkok' } });
    const tutorId = room.tutor.user.id;
    await earn(tutorId, 1250, '2026-03-10T09:00:00Z'); // March
    await earn(tutorId, 775, '2026-02-28T18:00:00Z'); // 1 March 01:00 in Bangkok: March
    await earn(tutorId, 2000, '2026-02-10T09:00:00Z'); // February
    await earn(tutorId, 300, '2026-01-31T16:59:00Z'); // 31 January 23:59 in Bangkok: neither
    const res = await dashboard(room.tutor.token);
    expect(res.body.data.earnings).toEqual({ this_month: 20.25, last_month: 20, currency: 'GBP' });

    // The token's lookup, then the two dashboard statements and the session views (not one per session).
    await insertSession(t, room, { startingAt: new Date(NOW.getTime() + 24 * HOUR_MS), status: 'approved' });
    await insertSession(t, room, { startingAt: new Date(NOW.getTime() + 48 * HOUR_MS), status: 'approved' });
    const one = await countRoundTrips(t.ctx.db, () => dashboard(room.tutor.token));
    await insertSession(t, room, { startingAt: new Date(NOW.getTime() + 72 * HOUR_MS), status: 'approved' });
    const more = await countRoundTrips(t.ctx.db, async () => {
      expect((await dashboard(room.tutor.token)).body.data.sessions).toHaveLength(3);
    });
    expect(more).toBe(one);
  });

  it('is for tutors only (403 for a student), and a 401 signed out', async () => {
    const student = await createUser(t.ctx);
    expect((await dashboard(student.token)).status).toBe(403);
    expect((await t.call('GET', `${api}/dashboard/tutor`)).status).toBe(401);
  });
});
