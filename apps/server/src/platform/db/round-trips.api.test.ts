import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addSlots, book } from '../../../test/booking.ts';
import { movableClock } from '../../../test/clock.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { countRoundTrips } from '../../../test/round-trips.ts';
import { type Classroom, createClassroom, HOUR_MS } from '../../../test/sessions.ts';
import { SESSION_REQUESTED_QUEUE } from '../../modules/sessions/index.ts';
import { ActorCache } from '../auth/actor-cache.ts';
import { type JobRunner, startJobs } from '../jobs.ts';
import { users } from './schema/index.ts';

/**
 * The statements the hottest calls send to PostgreSQL, each one a round trip. These are today's numbers: a change
 * that adds one fails here and has to say why (or find another way). Each is counted with the caller's token
 * not yet resolved on this instance (its first call in a while), so the token's lookup counts too; a call soon
 * after another one of the same token saves that lookup (`ActorCache`).
 */
const clock = movableClock(new Date('2026-03-20T08:00:00Z'));
let t: TestApp;
let catalogue: ProfileCatalogue;
let room: Classroom;
let jobs: JobRunner;

const startIn = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  // Kept for the whole file, so that "soon after" is not a matter of the machine's speed.
  t.ctx.actors = new ActorCache({ ttlMs: 60 * 60_000 });
  // The queue as deployed (its insert counts), with no worker: what runs after the answer is not counted.
  jobs = await startJobs(t.ctx.db.$client.options.connectionString!, [SESSION_REQUESTED_QUEUE], () => {});
  t.ctx.jobs = jobs.queue;
  catalogue = await createProfileCatalogue(t.ctx);
  room = await createClassroom(t, { catalogue });
  await addSlots(t, room.tutor.token, startIn(24), 4);
  for (let i = 0; i < 3; i++) {
    await createCourseFixture(t.ctx, { tutorId: room.tutor.user.id, subjectId: catalogue.maths.id });
  }
});

afterAll(() => jobs.stop());

async function roundTripsOf(
  call: () => Promise<{ status: number; body: unknown }>,
  token: 'first call' | 'resolved moments ago' = 'first call',
) {
  if (token === 'first call') t.ctx.actors.forgetUser(room.student.user.id);
  let status = 0;
  const count = await countRoundTrips(t.ctx.db, async () => {
    const res = await call();
    status = res.status;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
  expect(status).toBe(200);
  return count;
}

describe('round trips to PostgreSQL of the hot calls', () => {
  it("GET /user: the token with its user, then the whole profile; soon after, only the kept profile's stamp", async () => {
    const call = () => t.call('GET', '/api/v1/user', { token: room.student.token });
    // Nothing kept yet: the token, then the profile (with its stamp), which is kept.
    expect(await roundTripsOf(call)).toBe(2);
    // The token and the answer kept: the stamp only (one primary-key read), which still holds.
    expect(await roundTripsOf(call, 'resolved moments ago')).toBe(1);
    // Something the profile shows changed since: the stamp, then the whole profile again.
    await t.ctx.db.update(users).set({ mobile: '0899999999' }).where(eq(users.id, room.student.user.id));
    expect(await roundTripsOf(call, 'resolved moments ago')).toBe(2);
    expect(await roundTripsOf(call, 'resolved moments ago')).toBe(1);
  });

  it('GET /calendar (the tutor with their slots and sessions in one statement)', async () => {
    const query = `from=${startIn(0).toISOString()}&till=${startIn(24 * 28).toISOString()}&teacher_id=${room.tutor.user.id}`;
    const call = () => t.call('GET', `/api/v1/calendar?${query}`, { token: room.student.token });
    expect(await roundTripsOf(call)).toBe(2);
    expect(await roundTripsOf(call, 'resolved moments ago')).toBe(1);
  });

  it('GET /tutors (a keyword search: the cards and the total in one statement)', async () => {
    expect(
      await roundTripsOf(() => t.call('GET', '/api/v1/tutors?keyword=Malee', { token: room.student.token })),
    ).toBe(2);
  });

  it('GET /tutors (no keyword: a walk along the next free slot, the cards and the total in one statement)', async () => {
    expect(await roundTripsOf(() => t.call('GET', '/api/v1/tutors', { token: room.student.token }))).toBe(2);
    const listed = await t.call('GET', '/api/v1/tutors', { token: room.student.token });
    expect(listed.body.data).toHaveLength(1);
  });

  it('GET /tutors asked the same way at the same time: one statement answers them all; another search runs its own', async () => {
    const search = (query: string) => t.call('GET', `/api/v1/tutors?${query}`, { token: room.student.token });
    const alone = await search('keyword=Malee');
    await search('keyword=Malee&page=2');
    let answers: Array<{ status: number; body: unknown }> = [];
    const together = await roundTripsOf(async () => {
      answers = await Promise.all([
        ...Array.from({ length: 5 }, () => search('keyword=Malee')),
        search('keyword=Malee&page=2'),
      ]);
      return answers[0]!;
    }, 'resolved moments ago');
    // The five identical searches share one statement; the second page is another search.
    expect(together).toBe(2);
    for (const answer of answers.slice(0, 5)) expect(answer.body).toEqual(alone.body);
    // Answered, nothing is kept: the same search asked again runs again.
    expect(await roundTripsOf(() => search('keyword=Malee'), 'resolved moments ago')).toBe(1);
    // Free time in a time zone the search names is the same answer for anyone: shared too.
    const freeTime = 'days=1,2,3,4,5,6,7&times=morning,afternoon,evening,night&tz=Asia/Bangkok';
    const oneFreeTimeSearch = await roundTripsOf(() => search(freeTime), 'resolved moments ago');
    expect(
      await roundTripsOf(
        async () => (await Promise.all([1, 2, 3].map(() => search(freeTime))))[0]!,
        'resolved moments ago',
      ),
    ).toBe(oneFreeTimeSearch);
  });

  it("GET /tutors of free time in the caller's own time zone, or of their own tutors, is not shared between callers", async () => {
    const other = await createUser(t.ctx, { firstName: 'Nok', lastName: 'Student' });
    // Resolved once, as the first student's token is: the pair then costs two searches, no token lookup.
    await t.call('GET', '/api/v1/user', { token: other.token });
    for (const query of ['days=1,2,3,4,5,6,7', 'mine=1']) {
      const one = await roundTripsOf(
        () => t.call('GET', `/api/v1/tutors?${query}`, { token: room.student.token }),
        'resolved moments ago',
      );
      const two = await roundTripsOf(async () => {
        const [mine] = await Promise.all([
          t.call('GET', `/api/v1/tutors?${query}`, { token: room.student.token }),
          t.call('GET', `/api/v1/tutors?${query}`, { token: other.token }),
        ]);
        return mine;
      }, 'resolved moments ago');
      expect(two).toBe(2 * one);
    }
  });

  it('GET /courses (a keyword search with matches: the cards with their tenants, enrolments and total in one)', async () => {
    expect(
      await roundTripsOf(() =>
        t.call('GET', '/api/v1/courses?keyword=written', { token: room.student.token }),
      ),
    ).toBe(2);
    const listed = await t.call('GET', '/api/v1/courses?keyword=written', { token: room.student.token });
    expect(listed.body.data).toHaveLength(3);
  });

  it("GET /notifications/unread-count (the header's two badges, notifications and messages, in one statement)", async () => {
    const call = () => t.call('GET', '/api/v1/notifications/unread-count', { token: room.student.token });
    expect(await roundTripsOf(call)).toBe(2);
    expect(await roundTripsOf(call, 'resolved moments ago')).toBe(1);
  });

  it('POST /tutoring/book', async () => {
    const slotIds = await addSlots(t, room.tutor.token, startIn(48), 2);
    // 4: the token; the slots with their tutor; the slots taken, the wallet locked, the session with its links,
    // the money held and the job that tells the tutor and the parents, in one call and one commit; the session as
    // answered.
    const queued = () =>
      t.ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::integer AS n FROM pgboss.job WHERE name = ${SESSION_REQUESTED_QUEUE.name}`,
      );
    const before = (await queued()).rows[0]!.n;
    expect(await roundTripsOf(() => book(t, room.student.token, slotIds, catalogue.maths.id))).toBe(4);
    expect((await queued()).rows[0]!.n).toBe(before + 1);
  });
});
