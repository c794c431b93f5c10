import { reviewSchema } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { courseRow, enrol, insertCourse } from '../../../test/course-review.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';

let t: TestApp;
let catalogue: ProfileCatalogue;
let author: CreatedUser;
let learner: CreatedUser;
let courseId: number;

const rate = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/rates', { token, body, headers });
const courseReview = (id: number, rateValue: number, text = 'Clear and well paced') => ({
  type: 'course',
  id,
  rate: rateValue,
  review: text,
});
const listOf = (id: number, token: string, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/v1/rates?type=course&id=${id}`, { token, headers });
const ownOf = (id: number, token: string, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/v1/rates/show?type=course&id=${id}`, { token, headers });

/** An approved course of the author; a student who started it. */
async function startedCourse(overrides: Partial<Parameters<typeof insertCourse>[1]> = {}) {
  const { course } = await insertCourse(t.ctx, {
    tutorId: author.user.id,
    subjectId: catalogue.maths.id,
    state: 'approved',
    ...overrides,
  });
  const student = await createUser(t.ctx, { firstName: 'Somchai', lastName: 'Student' });
  await enrol(t.ctx, course.id, student.user.id);
  return { course, student };
}

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createProfileCatalogue(t.ctx);
  author = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  learner = await createUser(t.ctx, { firstName: 'Somchai', lastName: 'Student' });
  const { course } = await insertCourse(t.ctx, {
    tutorId: author.user.id,
    subjectId: catalogue.maths.id,
    state: 'approved',
  });
  courseId = course.id;
  await enrol(t.ctx, courseId, learner.user.id);
});

describe('POST /rates for a course', () => {
  it('takes one review from a learner who started the course; the course’s rate and count follow', async () => {
    const res = await rate(learner.token, courseReview(courseId, 4));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(reviewSchema.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({
      rate: 4,
      review: 'Clear and well paced',
      full_name: 'Somchai Student',
      subject: { id: catalogue.maths.id, title: 'Maths' },
    });
    expect(await courseRow(t.ctx, courseId)).toMatchObject({ rateTotal: 4, rateCount: 1 });

    const again = await rate(learner.token, courseReview(courseId, 1));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this course. Edit your review instead.');
    expect(await courseRow(t.ctx, courseId)).toMatchObject({ rateTotal: 4, rateCount: 1 });

    const second = await createUser(t.ctx);
    await enrol(t.ctx, courseId, second.user.id);
    expect((await rate(second.token, courseReview(courseId, 5, 'Great'))).status).toBe(200);
    expect(await courseRow(t.ctx, courseId)).toMatchObject({ rateTotal: 9, rateCount: 2 });
  });

  it('refuses a student who has not started the course: 422 in the request’s language', async () => {
    const stranger = await createUser(t.ctx);
    const res = await rate(stranger.token, courseReview(courseId, 5));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Start this course before reviewing it.',
    });
    expect(res.body.errors).toEqual({ id: ['Start this course before reviewing it.'] });
    const thai = await rate(stranger.token, courseReview(courseId, 5), { 'accept-language': 'th' });
    expect(thai.body.message).toBe('กรุณาเริ่มเรียนคอร์สนี้ก่อนเขียนรีวิว');
  });

  it('answers 404 for a course the caller cannot open: draft, under review, rejected, unknown', async () => {
    for (const state of ['draft', 'pending', 'rejected'] as const) {
      const { course, student } = await startedCourse({ state });
      const res = await rate(student.token, courseReview(course.id, 5));
      expect(res.status, state).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect(await courseRow(t.ctx, course.id)).toMatchObject({ rateTotal: 0, rateCount: 0 });
    }
    expect((await rate(learner.token, courseReview(999_999, 5))).status).toBe(404);
  });

  it('answers 404 for another tenant’s course, and takes the review on its own tenant', async () => {
    const school = await createTenant(t.ctx);
    const { course } = await insertCourse(t.ctx, {
      tutorId: author.user.id,
      subjectId: catalogue.maths.id,
      state: 'approved',
      subdomainIds: [school.id],
    });
    await enrol(t.ctx, course.id, learner.user.id);
    const elsewhere = await rate(learner.token, courseReview(course.id, 3));
    expect(elsewhere.status).toBe(404);
    expect((await listOf(course.id, learner.token)).status).toBe(404);

    const pupil = await createUser(t.ctx, { subdomainId: school.id });
    await enrol(t.ctx, course.id, pupil.user.id);
    const there = await rate(pupil.token, courseReview(course.id, 3), onTenant(school));
    expect(there.status, JSON.stringify(there.body)).toBe(200);
    expect((await listOf(course.id, pupil.token, onTenant(school))).body.data).toHaveLength(1);
  });

  it('refuses the author reviewing their own course', async () => {
    const res = await rate(author.token, courseReview(courseId, 5));
    expect(res.status).toBe(403);
  });

  it('shows no subject for a skill', async () => {
    const { course, student } = await startedCourse({ courseType: 'skill', subjectId: null });
    const res = await rate(student.token, courseReview(course.id, 5));
    expect(res.status).toBe(200);
    expect(res.body.data.subject).toBeNull();
  });
});

describe('PATCH /rates/{id}, GET /rates/show and GET /rates for a course', () => {
  it('edits the learner’s review and the course’s sum follows', async () => {
    const own = (await ownOf(courseId, learner.token)).body.data;
    expect(own).toMatchObject({ rate: 4, review: 'Clear and well paced' });
    const res = await t.call('PATCH', `/api/v1/rates/${own.id}`, {
      token: learner.token,
      body: { rate: 2, review: 'Too fast in chapter 2' },
    });
    expect(res.status).toBe(200);
    expect(await courseRow(t.ctx, courseId)).toMatchObject({ rateTotal: 7, rateCount: 2 });
    const other = await createUser(t.ctx);
    expect((await ownOf(courseId, other.token)).body.data).toBeNull();
  });

  it('lists the course’s reviews, the latest change first', async () => {
    const res = await listOf(courseId, author.token);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 2, current_page: 1 });
    expect(res.body.data.map((x: { review: string }) => x.review)).toEqual([
      'Too fast in chapter 2',
      'Great',
    ]);
  });

  it('answers 404 to reading the reviews of a course the caller cannot see; the author and admins see them', async () => {
    const { course, student } = await startedCourse({ state: 'draft' });
    expect((await listOf(course.id, student.token)).status).toBe(404);
    expect((await ownOf(course.id, student.token)).status).toBe(404);
    expect((await listOf(course.id, author.token)).status).toBe(200);
    const admin = await createUser(t.ctx, { role: 'admin' });
    expect((await listOf(course.id, admin.token)).body.data).toEqual([]);
    expect((await listOf(999_999, student.token)).status).toBe(404);
  });
});
