import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCourse } from '../../../test/course-review.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { courses, reviews } from '../../platform/db/schema/index.ts';

let t: TestApp;
let catalogue: ProfileCatalogue;
let tutor: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createProfileCatalogue(t.ctx);
  tutor = await createUser(t.ctx, {
    role: 'teacher',
    approvalStatus: 'approved',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
});

const open = (id: number, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/v1/public/courses/${id}`, { headers });
const course = (overrides: Partial<Parameters<typeof insertCourse>[1]> = {}) =>
  insertCourse(t.ctx, {
    tutorId: tutor.user.id,
    subjectId: catalogue.maths.id,
    state: 'approved',
    chapters: [
      {
        title: 'Linear equations',
        sections: [
          { title: 'One unknown', body: 'SECRET BODY one' },
          { title: 'Two unknowns', body: 'SECRET BODY two' },
        ],
      },
      { title: 'Graphs', sections: [{ title: 'Plotting a line', body: 'SECRET BODY three' }] },
    ],
    ...overrides,
  });

describe('GET /public/courses/{id}: the public course page', () => {
  it('gives a signed-out visitor the page: outline titles, tutor, rating, plan price and reviews, no bodies', async () => {
    const { course: approved } = await course({ title: 'Algebra for all' });
    const reviewer = await createUser(t.ctx, { firstName: 'Somchai', lastName: 'Kittisak' });
    const nameless = await createUser(t.ctx, { firstName: null, lastName: null });
    await t.ctx.db.insert(reviews).values([
      { type: 'course', targetId: approved.id, userId: reviewer.user.id, rate: 5, review: 'Clear steps.' },
      { type: 'course', targetId: approved.id, userId: nameless.user.id, rate: 4, review: 'Good.' },
    ]);

    const res = await open(approved.id);
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({
      id: approved.id,
      title: 'Algebra for all',
      course_type: 'subject',
      tutor: { id: tutor.user.id, full_name: 'Ada Lovelace' },
      subscribe: null,
      latest_viewed_section: null,
      total_earned: null,
      feedback: null,
      can_edit: false,
      plan: { currency: 'GBP' },
    });
    expect(page.thumbnail).toEqual(expect.any(String));
    expect(page.plan.monthly_price).toBeGreaterThan(0);
    expect(page.plan.yearly_price).toBeGreaterThan(0);
    expect(page.chapters.map((chapter: { title: string }) => chapter.title)).toEqual([
      'Linear equations',
      'Graphs',
    ]);
    expect(page.chapters[0].sections.map((section: { title: string }) => section.title)).toEqual([
      'One unknown',
      'Two unknowns',
    ]);
    expect(Object.keys(page.chapters[0].sections[0]).sort()).toEqual(
      ['id', 'is_done', 'is_locked', 'sort_order', 'title', 'type'].sort(),
    );
    expect(JSON.stringify(page)).not.toContain('SECRET BODY');
    // The reviewers by first name and initial; never an e-mail address standing in for a missing name.
    expect(page.reviews.map((review: { reviewer: string | null }) => review.reviewer).sort()).toEqual(
      [null, 'Somchai K.'].sort(),
    );
    expect(Object.keys(page.reviews[0]).sort()).toEqual(
      ['id', 'rate', 'review', 'reviewer', 'updated_at'].sort(),
    );
    const body = JSON.stringify(page);
    expect(body).not.toContain(reviewer.user.email);
    expect(body).not.toContain(nameless.user.email.split('@')[0]);
  });

  it('names no plan for a free course, and the plan in Thai for a Thai visitor', async () => {
    const { course: free } = await course();
    await t.ctx.db.update(courses).set({ isFree: true }).where(eq(courses.id, free.id));
    expect((await open(free.id)).body.data).toMatchObject({ is_free: true, plan: null });

    const { course: paid } = await course();
    const [english, thai] = [await open(paid.id), await open(paid.id, { 'accept-language': 'th' })];
    expect(thai.body.data.plan.product_name).not.toBe(english.body.data.plan.product_name);
  });

  it.each(['draft', 'pending', 'rejected'] as const)('answers 404 for a %s course', async (state) => {
    const { course: hidden } = await course({ state });
    const res = await open(hidden.id);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 404 for another tenant’s course, and opens it on its own tenant', async () => {
    const school = await createTenant(t.ctx);
    const other = await createTenant(t.ctx);
    const { course: limited } = await course({ subdomainIds: [school.id] });
    expect((await open(limited.id)).status).toBe(404);
    expect((await open(limited.id, onTenant(other))).status).toBe(404);
    expect((await open(limited.id, onTenant(school))).status).toBe(200);
  });
});
