import { COURSES_PAGE_SIZE, courseSchema, messagesEn as en } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture, enrolFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { PLAN } from '../../../test/subscriptions.ts';
import { courseEnrolments, courses } from '../../platform/db/schema/index.ts';

let t: TestApp;
let c: ProfileCatalogue;
let student: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProfileCatalogue(t.ctx);
  student = await createUser(t.ctx);
  admin = await createUser(t.ctx, { role: 'admin' });
});

const api = '/api/v1';
const newTutor = () => createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
const ids = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((course) => course.id);
const list = (query: string, token = student.token, headers: Record<string, string> = {}) =>
  t.call('GET', `${api}/courses${query}`, { token, headers });

describe('GET /courses', () => {
  it('lists approved courses only, the newest approval first, as cards', async () => {
    const tutor = await newTutor();
    const older = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvedAt: new Date('2024-01-01'),
    });
    const newer = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvedAt: new Date('2024-06-01'),
    });
    for (const approvalState of ['draft', 'pending', 'rejected'] as const) {
      await createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState });
    }
    const res = await list(`?tutor_id=${tutor.user.id}`);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([newer.course.id, older.course.id]);
    for (const card of res.body.data) expect(courseSchema.parse(card)).toEqual(card);
    expect(res.body.data[0]).toMatchObject({
      chapters: [],
      chapters_count: 1,
      sections_count: 2,
      total_earned: null,
      can_edit: false,
      subscribe: null,
      approval_state: 'approved',
    });
    expect(res.body.pagination).toEqual({
      total: 2,
      count: 2,
      per_page: COURSES_PAGE_SIZE,
      current_page: 1,
      total_pages: 1,
    });
  });

  it('filters by type, subject and keyword (title or description, any case, Thai too)', async () => {
    const tutor = await newTutor();
    const maths = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      subjectId: c.maths.id,
      title: 'Fractions made easy',
      description: 'Halves and quarters, 100% off-by-one free',
    });
    const skill = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      title: 'ทักษะการพูด',
      description: 'Speaking about FRACTIONS in public',
    });
    const mine = `?tutor_id=${tutor.user.id}`;
    expect(ids(await list(`${mine}&course_type=subject`))).toEqual([maths.course.id]);
    expect(ids(await list(`${mine}&course_type=skill`))).toEqual([skill.course.id]);
    expect(ids(await list(`${mine}&subject_id=${c.maths.id}`))).toEqual([maths.course.id]);
    expect(ids(await list(`${mine}&keyword=fraction`)).sort()).toEqual(
      [maths.course.id, skill.course.id].sort(),
    );
    expect(ids(await list(`${mine}&keyword=quarters`))).toEqual([maths.course.id]);
    expect(ids(await list(`${mine}&keyword=${encodeURIComponent('การพูด')}`))).toEqual([skill.course.id]);
    // LIKE's wildcards are taken literally.
    expect(ids(await list(`${mine}&keyword=${encodeURIComponent('100%')}`))).toEqual([maths.course.id]);
    expect(ids(await list(`${mine}&keyword=${encodeURIComponent('1_0')}`))).toEqual([]);
  });

  it.each(['?keyword=ab', '?page=0', '?course_type=hobby', '?subject_id=x'])(
    'answers 422 to %s',
    async (query) => {
      const res = await list(query);
      expect(res.status).toBe(422);
    },
  );

  it('says why a keyword is too short', async () => {
    expect((await list('?keyword=ab')).body.errors.keyword).toEqual([en.search_too_short]);
  });

  it('pages through the catalogue', async () => {
    const tutor = await newTutor();
    const created: number[] = [];
    for (let i = 0; i < COURSES_PAGE_SIZE + 2; i++) {
      const fixture = await createCourseFixture(t.ctx, {
        tutorId: tutor.user.id,
        approvedAt: new Date(Date.UTC(2023, 0, 1, 0, i)),
        sections: [1],
      });
      created.unshift(fixture.course.id);
    }
    const first = await list(`?tutor_id=${tutor.user.id}`);
    const second = await list(`?tutor_id=${tutor.user.id}&page=2`);
    const third = await list(`?tutor_id=${tutor.user.id}&page=3`);
    expect(ids(first)).toEqual(created.slice(0, COURSES_PAGE_SIZE));
    expect(ids(second)).toEqual(created.slice(COURSES_PAGE_SIZE));
    expect(third.body.data).toEqual([]);
    expect(first.body.pagination).toMatchObject({ total: COURSES_PAGE_SIZE + 2, total_pages: 2 });
    expect(third.body.pagination).toMatchObject({ total: COURSES_PAGE_SIZE + 2, count: 0, current_page: 3 });
  });

  it('needs a signed-in user', async () => {
    expect((await list('', '')).status).toBe(401);
  });
});

describe('GET /courses/:id', () => {
  const get = (id: number, token = student.token, headers: Record<string, string> = {}) =>
    t.call('GET', `${api}/courses/${id}`, { token, headers });

  it('answers the full course: outline with trial locks, enrolment, the subscription prompt', async () => {
    const tutor = await newTutor();
    const fixture = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      sections: [3, 3, 4],
      feedback: 'An old rejection, for the author only',
    });
    const [first, second] = fixture.sections;
    await enrolFixture(t.ctx, fixture.course.id, student.user.id, [first!.id]);
    await t.ctx.db
      .update(courseEnrolments)
      .set({ latestViewedSectionId: first!.id })
      .where(eq(courseEnrolments.studentId, student.user.id));
    const res = await get(fixture.course.id);
    expect(res.status).toBe(200);
    expect(courseSchema.parse(res.body.data)).toEqual(res.body.data);
    const course = res.body.data;
    expect(course.chapters.map((ch: { sections: unknown[] }) => ch.sections.length)).toEqual([3, 3, 4]);
    const refs = course.chapters.flatMap(
      (ch: { sections: Array<{ id: number; is_locked: boolean; is_done: boolean }> }) => ch.sections,
    );
    // 10 sections: the first 3 open on the trial.
    expect(refs.map((ref: { is_locked: boolean }) => ref.is_locked)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(refs.map((ref: { is_done: boolean }) => ref.is_done)).toEqual([true, ...Array(9).fill(false)]);
    expect(refs[1].id).toBe(second!.id);
    expect(course).toMatchObject({
      subscribe: { status_value: 'ongoing', progress_percent: 10 },
      latest_viewed_section: first!.id,
      total_earned: null,
      feedback: null,
      can_edit: false,
      chapters_count: 3,
      sections_count: 10,
    });
    const plan = await t.ctx.db.query.subscriptionPlans.findFirst({
      where: (p, { eq: is }) => is(p.productId, PLAN.productId),
    });
    expect(course.plan_metas).toEqual(plan!.metasEn);
    expect(
      (await get(fixture.course.id, student.token, { 'accept-language': 'th' })).body.data.plan_metas,
    ).toEqual(plan!.metasTh);
  });

  it('shows the author (and admins) the earnings, everything unlocked, and edit rights outside review', async () => {
    const tutor = await newTutor();
    const fixture = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'rejected',
      feedback: 'Too short',
      sections: [5],
    });
    for (const learner of [student, await createUser(t.ctx), await createUser(t.ctx)]) {
      const enrolment = await enrolFixture(t.ctx, fixture.course.id, learner.user.id);
      if (learner !== student) {
        await t.ctx.db
          .update(courseEnrolments)
          .set({ rewardedAt: new Date() })
          .where(eq(courseEnrolments.id, enrolment.id));
      }
    }
    const res = await get(fixture.course.id, tutor.token);
    expect(res.body.data).toMatchObject({
      total_earned: 2,
      can_edit: true,
      approval_state: 'rejected',
      approval_state_text: 'Rejected',
      feedback: 'Too short',
    });
    expect(res.body.data.chapters[0].sections.every((s: { is_locked: boolean }) => !s.is_locked)).toBe(true);
    expect((await get(fixture.course.id, admin.token)).body.data).toMatchObject({
      total_earned: 2,
      can_edit: false,
    });
    await t.ctx.db.update(courses).set({ approvalState: 'pending' }).where(eq(courses.id, fixture.course.id));
    expect((await get(fixture.course.id, tutor.token)).body.data.can_edit).toBe(false);
  });

  it("answers 404 for another tutor's draft, and for an unknown course", async () => {
    const tutor = await newTutor();
    const draft = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState: 'draft' });
    expect((await get(draft.course.id, (await newTutor()).token)).status).toBe(404);
    expect((await get(draft.course.id)).status).toBe(404);
    expect((await get(999_999)).status).toBe(404);
  });

  it('cuts a long description into a clue at a word', async () => {
    const tutor = await newTutor();
    const description = `${'Learn the basics of algebra step by step. '.repeat(6)}The end.`;
    const fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, description });
    const { clue } = (await get(fixture.course.id)).body.data;
    expect(clue.length).toBeLessThanOrEqual(141);
    expect(clue.endsWith('…')).toBe(true);
    expect(description.startsWith(clue.slice(0, -1))).toBe(true);
  });
});

describe('GET /user/courses', () => {
  const mine = (query: string, token: string) => t.call('GET', `${api}/user/courses${query}`, { token });

  it("lists a tutor's own courses by approval state and type, the latest edited first", async () => {
    const tutor = await newTutor();
    const draft = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'draft',
      updatedAt: new Date('2024-01-01'),
    });
    const pending = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'pending',
      updatedAt: new Date('2024-02-01'),
    });
    const approved = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      subjectId: c.maths.id,
      updatedAt: new Date('2024-03-01'),
    });
    await createCourseFixture(t.ctx, { tutorId: (await newTutor()).user.id, approvalState: 'draft' });
    expect(ids(await mine('', tutor.token))).toEqual([
      approved.course.id,
      pending.course.id,
      draft.course.id,
    ]);
    expect(ids(await mine('?approval_state=draft,pending', tutor.token))).toEqual([
      pending.course.id,
      draft.course.id,
    ]);
    expect(ids(await mine('?approval_state=draft&approval_state=approved', tutor.token))).toEqual([
      approved.course.id,
      draft.course.id,
    ]);
    expect(ids(await mine('?course_type=subject', tutor.token))).toEqual([approved.course.id]);
    const card = (await mine('?approval_state=approved', tutor.token)).body.data[0];
    expect(card).toMatchObject({ total_earned: 0, can_edit: true });
    expect((await mine('?approval_state=archived', tutor.token)).status).toBe(422);
  });

  it("lists a student's enrolments by status (ongoing by default), the most recently active first", async () => {
    const learner = await createUser(t.ctx);
    const tutor = await newTutor();
    const [a, b, done, archived] = await Promise.all(
      [0, 1, 2, 3].map(() => createCourseFixture(t.ctx, { tutorId: tutor.user.id, sections: [2] })),
    );
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    const enrol = async (f: typeof a, status: 'ongoing' | 'completed' | 'archived', day: number) => {
      const enrolment = await enrolFixture(t.ctx, f!.course.id, learner.user.id, [f!.sections[0]!.id]);
      await t.ctx.db
        .update(courseEnrolments)
        .set({ status, updatedAt: at(day) })
        .where(eq(courseEnrolments.id, enrolment.id));
    };
    await enrol(a, 'ongoing', 1);
    await enrol(b, 'ongoing', 5);
    await enrol(done, 'completed', 3);
    await enrol(archived, 'archived', 4);
    const ongoing = await mine('', learner.token);
    expect(ids(ongoing)).toEqual([b!.course.id, a!.course.id]);
    expect(ongoing.body.data[0].subscribe).toMatchObject({ status_value: 'ongoing', progress_percent: 50 });
    expect(ids(await mine('?status=completed,archived', learner.token))).toEqual([
      archived!.course.id,
      done!.course.id,
    ]);
    expect(ids(await mine('?status=ongoing&course_type=subject', learner.token))).toEqual([]);
    expect(ongoing.body.pagination).toMatchObject({ total: 2, count: 2 });
  });
});
