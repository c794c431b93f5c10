import { creatorProgressSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture, enrolFixture } from '../../../test/courses.ts';
import { createUser } from '../../../test/factories.ts';
import { countRoundTrips } from '../../../test/round-trips.ts';
import { ActorCache } from '../../platform/auth/actor-cache.ts';
import { courseEnrolments } from '../../platform/db/schema/index.ts';

let t: TestApp;
const api = '/api/v1';

beforeAll(async () => {
  t = await createTestApp();
  t.ctx.actors = new ActorCache({ ttlMs: 60 * 60_000 });
});

const learners = (token: string, courseId: number) =>
  t.call('GET', `${api}/dashboard/courses/${courseId}/learners`, { token });

describe('GET /dashboard/courses/{id}/learners', () => {
  it('lists each enrolment’s progress towards the reward, learners numbered and never named', async () => {
    const author = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const fixture = await createCourseFixture(t.ctx, { tutorId: author.user.id, sections: [2, 2] });
    const [first, second] = [await createUser(t.ctx, { firstName: 'Anong' }), await createUser(t.ctx)];
    const sections = fixture.sections.map((section) => section.id);
    const rewarded = await enrolFixture(t.ctx, fixture.course.id, first.user.id, sections.slice(0, 2));
    await t.ctx.db
      .update(courseEnrolments)
      .set({ rewardedAt: new Date() })
      .where(eq(courseEnrolments.id, rewarded.id));
    await enrolFixture(t.ctx, fixture.course.id, second.user.id, sections.slice(0, 1));
    await enrolFixture(t.ctx, fixture.course.id, author.user.id, sections); // the author's own: left out

    const res = await learners(author.token, fixture.course.id);
    expect(res.status).toBe(200);
    const data = creatorProgressSchema.parse(res.body.data);
    expect(data).toMatchObject({ reward_percent: 50, reward: 1, rewarded_count: 1 });
    expect(
      data.learners.map(({ number, progress_percent, rewarded }) => ({ number, progress_percent, rewarded })),
    ).toEqual([
      { number: 1, progress_percent: 50, rewarded: true },
      { number: 2, progress_percent: 25, rewarded: false },
    ]);
    // Nothing identifies a learner.
    expect(JSON.stringify(res.body)).not.toContain('Anong');
    expect(Object.keys(res.body.data.learners[0]).sort()).toEqual([
      'number',
      'progress_percent',
      'rewarded',
      'started_at',
    ]);

    // One statement for the author check and one for the list, however many learners.
    const trips = await countRoundTrips(t.ctx.db, () => learners(author.token, fixture.course.id));
    expect(trips).toBe(2);
  });

  it('is the author’s only: 404 for another tutor, a learner, and a course that does not exist', async () => {
    const author = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const fixture = await createCourseFixture(t.ctx, { tutorId: author.user.id });
    const learner = await createUser(t.ctx);
    await enrolFixture(t.ctx, fixture.course.id, learner.user.id);
    const other = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    expect((await learners(other.token, fixture.course.id)).status).toBe(404);
    expect((await learners(learner.token, fixture.course.id)).status).toBe(404);
    expect((await learners(author.token, 999_999)).status).toBe(404);
    expect((await learners(author.token, 'abc' as unknown as number)).status).toBe(422);
    expect((await t.call('GET', `${api}/dashboard/courses/${fixture.course.id}/learners`)).status).toBe(401);
  });
});
