import { courseSchema, messagesEn as en, messagesTh as th } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  courseRow,
  createCourseFixture,
  createThumbnail,
  enrolFixture,
  skillBody,
} from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { courseApprovalLogs, courseChapters, courseSubdomains } from '../../platform/db/schema/index.ts';

let t: TestApp;
let c: ProfileCatalogue;
let thumbnailId: number;
let tutor: CreatedUser;
let otherTutor: CreatedUser;
let student: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProfileCatalogue(t.ctx);
  thumbnailId = (await createThumbnail(t.ctx)).id;
  tutor = await createUser(t.ctx, {
    role: 'teacher',
    approvalStatus: 'approved',
    firstName: 'Kru',
    lastName: 'Nok',
  });
  otherTutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  student = await createUser(t.ctx);
  admin = await createUser(t.ctx, { role: 'admin' });
});

const api = '/api/v1';
const create = (body: unknown, token = tutor.token, headers: Record<string, string> = {}) =>
  t.call('POST', `${api}/courses`, { token, body, headers });
const update = (id: number, body: unknown, token = tutor.token) =>
  t.call('PATCH', `${api}/courses/${id}`, { token, body });

/** A course of `tutor` in a state, written directly. */
const ownCourse = (approvalState: 'draft' | 'pending' | 'approved' | 'rejected', sections = [2]) =>
  createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState, sections });

describe('POST /courses', () => {
  it('creates a skill as a draft and answers the full course', async () => {
    const res = await create(skillBody(thumbnailId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(courseSchema.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({
      title: 'Public speaking',
      description: 'Speak with confidence in front of any audience.',
      clue: 'Speak with confidence in front of any audience.',
      course_type: 'skill',
      subject: null,
      thumbnail_id: thumbnailId,
      thumbnail: expect.stringContaining('https://img.kru.test/'),
      approval_state: 'draft',
      approval_state_text: 'Draft',
      is_free: false,
      can_edit: true,
      total_earned: 0,
      subscribe: null,
      chapters: [],
      subdomains: [],
      tutor: { id: tutor.user.id, full_name: 'Kru Nok', avatar: null },
    });
    expect((await courseRow(t.ctx, res.body.data.id))?.tutorId).toBe(tutor.user.id);
  });

  it('creates a subject course with its subject and school year, in Thai when asked', async () => {
    const res = await create(
      skillBody(thumbnailId, { course_type: 'subject', subject_id: c.maths.id, is_free: true }),
      tutor.token,
      { 'accept-language': 'th' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      course_type: 'subject',
      is_free: true,
      approval_state_text: th.course_state_draft,
      subject: { id: c.maths.id, title: 'คณิตศาสตร์', school_year: { id: c.year10.id, title: 'ปีที่ 10' } },
    });
  });

  it.each([
    ['a subject course without a subject', { course_type: 'subject' }, 'subject_id', en.subject_required],
    [
      'an unknown subject',
      { course_type: 'subject', subject_id: 999_999 },
      'subject_id',
      en.subject_required,
    ],
    ['no thumbnail', { thumbnail_id: 0 }, 'thumbnail_id', en.thumbnail_required],
    ['an unknown thumbnail', { thumbnail_id: 999_999 }, 'thumbnail_id', en.thumbnail_required],
    ['an unknown tenant', { sub_domain_ids: [999_999] }, 'sub_domain_ids', en.unknown_subdomain],
    ['no title', { title: ' ' }, 'title', en.course_title_required],
    ['no description', { description: '' }, 'description', en.description_required],
    ['an unknown type', { course_type: 'hobby' }, 'course_type', en.course_type_required],
  ])('answers 422 to %s', async (_, overrides, field, message) => {
    const res = await create(skillBody(thumbnailId, overrides));
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('makes a tenant tutor include their own tenant', async () => {
    const tenant = await createTenant(t.ctx);
    const other = await createTenant(t.ctx);
    const schoolTutor = await createUser(t.ctx, { role: 'teacher', subdomainId: tenant.id });
    const without = await create(
      skillBody(thumbnailId, { sub_domain_ids: [other.id] }),
      schoolTutor.token,
      onTenant(tenant),
    );
    expect(without.status).toBe(422);
    expect(without.body.errors.sub_domain_ids).toEqual([en.subdomain_required]);
    const none = await create(skillBody(thumbnailId), schoolTutor.token, onTenant(tenant));
    expect(none.status).toBe(422);
    const res = await create(
      skillBody(thumbnailId, { sub_domain_ids: [tenant.id, other.id, tenant.id] }),
      schoolTutor.token,
      onTenant(tenant),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.subdomains.map((s: { id: number }) => s.id).sort()).toEqual(
      [tenant.id, other.id].sort(),
    );
  });

  it('is for tutors only: 401 signed out, 403 for students and admins', async () => {
    expect((await create(skillBody(thumbnailId), '')).status).toBe(401);
    for (const token of [student.token, admin.token]) {
      const res = await create({}, token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });
});

describe('PATCH /courses/:id', () => {
  it('updates the information and tenants', async () => {
    const tenant = await createTenant(t.ctx);
    const { course } = await ownCourse('draft');
    const res = await update(
      course.id,
      skillBody(thumbnailId, { title: 'Renamed', sub_domain_ids: [tenant.id] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Renamed', approval_state: 'draft' });
    expect(res.body.data.subdomains).toEqual([{ id: tenant.id, title: tenant.title, url: tenant.url }]);
    const cleared = await update(course.id, skillBody(thumbnailId));
    expect(cleared.body.data.subdomains).toEqual([]);
    expect(
      await t.ctx.db.select().from(courseSubdomains).where(eq(courseSubdomains.courseId, course.id)),
    ).toEqual([]);
  });

  it.each(['approved', 'rejected'] as const)('sends a %s course back to draft', async (state) => {
    const { course } = await ownCourse(state);
    const res = await update(course.id, skillBody(thumbnailId));
    expect(res.status).toBe(200);
    expect(res.body.data.approval_state).toBe('draft');
    expect((await courseRow(t.ctx, course.id))?.approvalState).toBe('draft');
  });

  it('refuses an edit while under review (409), changing nothing', async () => {
    const { course } = await ownCourse('pending');
    const res = await update(course.id, skillBody(thumbnailId, { title: 'Sneaky' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en.course_under_review);
    expect(await courseRow(t.ctx, course.id)).toMatchObject({
      title: course.title,
      approvalState: 'pending',
    });
  });

  it("answers 404 for another tutor's course and an unknown id, 403 for a student", async () => {
    const { course } = await ownCourse('draft');
    expect((await update(course.id, skillBody(thumbnailId), otherTutor.token)).status).toBe(404);
    expect((await update(999_999, skillBody(thumbnailId))).status).toBe(404);
    expect((await update(course.id, skillBody(thumbnailId), student.token)).status).toBe(403);
    expect((await courseRow(t.ctx, course.id))?.title).toBe(course.title);
  });
});

describe('DELETE /courses/:id', () => {
  const remove = (id: number, token = tutor.token) => t.call('DELETE', `${api}/courses/${id}`, { token });

  it('deletes a course with its chapters', async () => {
    const { course } = await ownCourse('approved');
    const res = await remove(course.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });
    expect(await courseRow(t.ctx, course.id)).toBeUndefined();
    expect(
      await t.ctx.db.select().from(courseChapters).where(eq(courseChapters.courseId, course.id)),
    ).toEqual([]);
  });

  it('refuses a course learners started, and one under review (409)', async () => {
    const started = await ownCourse('approved');
    await enrolFixture(t.ctx, started.course.id, student.user.id);
    const res = await remove(started.course.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en.course_has_learners);
    const pending = await ownCourse('pending');
    const underReview = await remove(pending.course.id);
    expect(underReview.status).toBe(409);
    expect(underReview.body.message).toBe(en.course_under_review);
    expect(await courseRow(t.ctx, started.course.id)).toBeDefined();
    expect(await courseRow(t.ctx, pending.course.id)).toBeDefined();
  });

  it("answers 404 for another tutor's course, 403 for a student", async () => {
    const { course } = await ownCourse('draft');
    expect((await remove(course.id, otherTutor.token)).status).toBe(404);
    expect((await remove(course.id, student.token)).status).toBe(403);
    expect(await courseRow(t.ctx, course.id)).toBeDefined();
  });
});

describe('POST /courses/:id/review-apply and the approval logs', () => {
  const submit = (id: number, token = tutor.token) =>
    t.call('POST', `${api}/courses/${id}/review-apply`, { token });
  const logs = (id: number, token = tutor.token) =>
    t.call('GET', `${api}/courses/${id}/approval-logs`, { token });

  it('submits a draft: pending, stamped, logged; nothing can be edited until the review ends', async () => {
    const { course } = await ownCourse('draft');
    const res = await submit(course.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      approval_state: 'pending',
      approval_state_text: 'Under review',
      can_edit: false,
    });
    expect(res.body.data.submitted_at).not.toBeNull();
    const list = await logs(course.id);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: expect.any(Number),
        action: 'submitted',
        actor: { id: tutor.user.id, title: 'Kru Nok' },
        feedback: null,
        created_at: expect.any(String),
      },
    ]);
    expect((await logs(course.id, admin.token)).body.data).toHaveLength(1);
    const again = await submit(course.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(en.course_not_submittable);
  });

  it('resubmits a rejected course, and refuses an approved one', async () => {
    const rejected = await ownCourse('rejected');
    expect((await submit(rejected.course.id)).body.data.approval_state).toBe('pending');
    const approved = await ownCourse('approved');
    expect((await submit(approved.course.id)).status).toBe(409);
  });

  it('needs an approved tutor (403) and a section (422)', async () => {
    const newcomer = await createUser(t.ctx, { role: 'teacher' });
    const { course } = await createCourseFixture(t.ctx, {
      tutorId: newcomer.user.id,
      approvalState: 'draft',
    });
    const refused = await submit(course.id, newcomer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(en.tutor_not_approved_for_courses);
    const empty = await ownCourse('draft', [0]);
    const res = await submit(empty.course.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(en.course_needs_content);
    for (const id of [course.id, empty.course.id]) {
      expect((await courseRow(t.ctx, id))?.approvalState).toBe('draft');
      expect(
        await t.ctx.db.select().from(courseApprovalLogs).where(eq(courseApprovalLogs.courseId, id)),
      ).toEqual([]);
    }
  });

  it("answers 404 for another tutor's course, 403 for a student", async () => {
    const { course } = await ownCourse('draft');
    expect((await submit(course.id, otherTutor.token)).status).toBe(404);
    expect((await submit(course.id, student.token)).status).toBe(403);
    expect((await logs(course.id, otherTutor.token)).status).toBe(404);
    expect((await logs(course.id, student.token)).status).toBe(403);
    expect((await logs(999_999, admin.token)).status).toBe(404);
  });
});
