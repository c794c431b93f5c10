/**
 * The statements reading a course sends to PostgreSQL (issue 11's reader: `GET /courses/{id}` and
 * `GET /sections/{id}`), each one a round trip, as a subscribed learner past the free trial. Counted with the
 * learner's token resolved moments ago (the reader's calls follow each other), so the token's lookup is not in
 * them. These are today's numbers: a change that adds one fails here and has to say why.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CourseFixture, createCourseFixture, enrolFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { countRoundTrips } from '../../../test/round-trips.ts';
import { subscribe } from '../../../test/subscriptions.ts';
import { topUp } from '../../../test/wallet.ts';
import { ActorCache } from '../../platform/auth/actor-cache.ts';

let t: TestApp;
let learner: CreatedUser;
let enrolled: CreatedUser;
let fixture: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  // Kept for the whole file, so that "moments ago" is not a matter of the machine's speed.
  t.ctx.actors = new ActorCache({ ttlMs: 60 * 60_000 });
  const tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, sections: [3, 3, 4] });
  learner = await createUser(t.ctx);
  enrolled = await createUser(t.ctx);
  for (const student of [learner, enrolled]) {
    await topUp(t, student.token, 20);
    await subscribe(t, student.token);
  }
  await enrolFixture(t.ctx, fixture.course.id, enrolled.user.id, [fixture.sections[0]!.id]);
});

async function roundTripsOf(token: string, path: string): Promise<number> {
  // The token resolved moments ago, as in the reader.
  expect((await t.call('GET', '/api/v1/user', { token })).status).toBe(200);
  return countRoundTrips(t.ctx.db, async () => {
    const res = await t.call('GET', path, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
}

const lastSection = () => fixture.sections.at(-1)!.id;

describe('round trips to PostgreSQL of reading a course', () => {
  it('GET /courses/{id}: the course with its tenants and the enrolment, the outline, the subscription, the plan', async () => {
    expect(await roundTripsOf(learner.token, `/api/v1/courses/${fixture.course.id}`)).toBe(4);
    // Enrolled: and the sections taken.
    expect(await roundTripsOf(enrolled.token, `/api/v1/courses/${fixture.course.id}`)).toBe(5);
  });

  it('GET /sections/{id} past the trial: the section, its course, the enrolment, the order, the subscription, attachments, video', async () => {
    expect(await roundTripsOf(learner.token, `/api/v1/sections/${lastSection()}`)).toBe(7);
    // Enrolled: and the sections taken.
    expect(await roundTripsOf(enrolled.token, `/api/v1/sections/${lastSection()}`)).toBe(8);
  });
});
