import { courseReviewDetailSchema, courseSchema } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  approvalLogsOf,
  courseAuditRowsOf,
  courseRow,
  insertCourse,
  notificationRowsOf,
} from '../../../test/course-review.ts';
import { type CreatedUser, createUser, emailsTo, lastEmailTo } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { makeQuizSection } from '../../../test/quizzes.ts';
import { createTenant } from '../../../test/tenants.ts';

let t: TestApp;
let c: ProfileCatalogue;
let admin: CreatedUser;
let tutor: CreatedUser;
let student: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  c = await createProfileCatalogue(t.ctx);
  admin = await createUser(t.ctx, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  tutor = await createUser(t.ctx, {
    role: 'teacher',
    firstName: 'Malee',
    lastName: 'Sukjai',
    approvalStatus: 'approved',
  });
  student = await createUser(t.ctx);
});

const base = '/api/v1/admin/course-reviews';
const list = (query = '', token = admin.token) => t.call('GET', `${base}${query}`, { token });
const detail = (id: number, token = admin.token) => t.call('GET', `${base}/${id}`, { token });
const approve = (id: number, token = admin.token) => t.call('POST', `${base}/${id}/approve`, { token });
const reject = (id: number, body: unknown, token = admin.token) =>
  t.call('POST', `${base}/${id}/reject`, { token, body });

/** A course of the tutor waiting for review (a subject course unless told otherwise). */
const pendingCourse = (overrides: Partial<Parameters<typeof insertCourse>[1]> = {}) =>
  insertCourse(t.ctx, { tutorId: tutor.user.id, subjectId: c.maths.id, ...overrides });

const idsOf = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((item) => item.id);

describe('admin only', () => {
  const calls: Array<[string, (id: number, token?: string) => ReturnType<TestApp['call']>]> = [
    ['GET /admin/course-reviews', (_, token) => t.call('GET', base, { token })],
    ['GET /admin/course-reviews/:id', (id, token) => t.call('GET', `${base}/${id}`, { token })],
    [
      'POST /admin/course-reviews/:id/approve',
      (id, token) => t.call('POST', `${base}/${id}/approve`, { token }),
    ],
    [
      'POST /admin/course-reviews/:id/reject',
      (id, token) => t.call('POST', `${base}/${id}/reject`, { token, body: { feedback: 'No' } }),
    ],
  ];

  it.each(calls)('%s needs a signed-in user', async (_, call) => {
    const { course } = await pendingCourse();
    const res = await call(course.id);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it.each(calls)(
    '%s answers 403 to a tutor (even the author) and a student, changing nothing',
    async (_, call) => {
      const { course } = await pendingCourse();
      for (const token of [tutor.token, student.token]) {
        const res = await call(course.id, token);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          success: false,
          code: 'FORBIDDEN',
          message: 'You do not have permission to do this.',
        });
      }
      expect(await courseRow(t.ctx, course.id)).toMatchObject({ approvalState: 'pending', feedback: null });
      expect((await approvalLogsOf(t.ctx, course.id)).map((log) => log.action)).toEqual(['submitted']);
    },
  );
});

describe('GET /admin/course-reviews', () => {
  it('lists the pending queue by default, first submitted first, in the course view shape', async () => {
    const later = await pendingCourse({ title: 'Later', submittedAt: new Date(Date.UTC(2001, 0, 2)) });
    const earlier = await pendingCourse({ title: 'Earlier', submittedAt: new Date(Date.UTC(2001, 0, 1)) });
    const draft = await pendingCourse({ state: 'draft' });
    const res = await list();
    expect(res.status).toBe(200);
    for (const item of res.body.data) expect(courseSchema.parse(item)).toEqual(item);
    expect(res.body.data.every((item: { approval_state: string }) => item.approval_state === 'pending')).toBe(
      true,
    );
    const ids = idsOf(res);
    expect(ids.indexOf(earlier.course.id)).toBeLessThan(ids.indexOf(later.course.id));
    expect(ids).not.toContain(draft.course.id);
    const row = res.body.data.find((item: { id: number }) => item.id === earlier.course.id);
    expect(row).toMatchObject({
      title: 'Earlier',
      course_type: 'subject',
      approval_state_text: 'Under review',
      submitted_at: '2001-01-01T00:00:00.000Z',
      chapters_count: 1,
      sections_count: 2,
      chapters: [],
      tutor: { id: tutor.user.id, full_name: 'Malee Sukjai' },
      subject: { id: c.maths.id, title: 'Maths' },
    });
    expect(res.body.pagination).toMatchObject({ current_page: 1, per_page: 12 });
  });

  it('filters by state and by type', async () => {
    const approved = await pendingCourse({ state: 'approved' });
    const rejected = await pendingCourse({ state: 'rejected', feedback: 'Too short' });
    const skill = await pendingCourse({ courseType: 'skill', subjectId: null, title: 'Public speaking' });
    const draft = await pendingCourse({ state: 'draft' });
    expect(idsOf(await list('?status=approved'))).toContain(approved.course.id);
    expect(idsOf(await list('?status=approved'))).not.toContain(rejected.course.id);
    const rejectedRows = (await list('?status=rejected')).body.data;
    expect(rejectedRows.find((item: { id: number }) => item.id === rejected.course.id)).toMatchObject({
      feedback: 'Too short',
    });
    expect(idsOf(await list('?status=draft'))).toContain(draft.course.id);
    const skills = await list('?course_type=skill');
    expect(idsOf(skills)).toContain(skill.course.id);
    expect(skills.body.data.every((item: { course_type: string }) => item.course_type === 'skill')).toBe(
      true,
    );
    expect(idsOf(await list('?course_type=subject'))).not.toContain(skill.course.id);
  });

  it('pages through the queue', async () => {
    const early: number[] = [];
    for (let i = 0; i < 13; i++) {
      const { course } = await pendingCourse({ submittedAt: new Date(Date.UTC(1999, 0, 1, 0, i)) });
      early.push(course.id);
    }
    const page1 = await list('?page=1');
    const page2 = await list('?page=2');
    expect(idsOf(page1)).toEqual(early.slice(0, 12));
    expect(idsOf(page2)[0]).toBe(early[12]);
    const total = page1.body.pagination.total;
    expect(page1.body.pagination).toEqual({
      total,
      count: 12,
      per_page: 12,
      current_page: 1,
      total_pages: Math.ceil(total / 12),
    });
  });

  it.each(['?status=archived', '?course_type=video', '?page=0'])('answers 422 to %s', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /admin/course-reviews/:id', () => {
  it('shows the course, every section with its body in reading order, and the log newest first', async () => {
    const { course, sections } = await pendingCourse({
      chapters: [
        {
          title: 'Forces',
          sections: [{ title: 'Newton’s first law', body: 'An object at rest stays at rest.' }],
        },
        {
          title: 'Energy',
          sections: [
            { title: 'Kinetic energy', body: 'E = ½mv²' },
            { title: 'Potential energy', body: 'E = mgh' },
          ],
        },
      ],
    });
    const res = await detail(course.id);
    expect(res.status).toBe(200);
    expect(courseReviewDetailSchema.parse(res.body.data)).toEqual(res.body.data);
    const { course: view, sections: bodies, logs } = res.body.data;
    expect(view).toMatchObject({ id: course.id, approval_state: 'pending', sections_count: 3 });
    expect(view.chapters.map((chapter: { title: string }) => chapter.title)).toEqual(['Forces', 'Energy']);
    expect(view.chapters.flatMap((ch: { sections: Array<{ is_locked: boolean }> }) => ch.sections)).toEqual(
      expect.arrayContaining([expect.objectContaining({ is_locked: false })]),
    );
    expect(bodies.map((s: { title: string; description: string }) => [s.title, s.description])).toEqual([
      ['Newton’s first law', 'An object at rest stays at rest.'],
      ['Kinetic energy', 'E = ½mv²'],
      ['Potential energy', 'E = mgh'],
    ]);
    expect(bodies[1]).toMatchObject({
      id: sections[1]!.id,
      course_id: course.id,
      previous_section_id: sections[0]!.id,
      next_section_id: sections[2]!.id,
    });
    expect(logs).toEqual([
      {
        id: expect.any(Number),
        action: 'submitted',
        actor: { id: tutor.user.id, title: 'Malee Sukjai' },
        feedback: null,
        created_at: expect.any(String),
      },
    ]);
  });

  it('shows a quiz section with its questions, their answers’ scores and feedback', async () => {
    const { course, sections } = await pendingCourse({
      chapters: [{ title: 'Forces', sections: [{ title: 'Check yourself', body: '' }] }],
    });
    await makeQuizSection(t.ctx, sections[0]!.id, [{ scores: [1, 0.5, 0] }]);
    const res = await detail(course.id);
    expect(res.status).toBe(200);
    const [quiz] = res.body.data.sections;
    expect(quiz).toMatchObject({ type: 'quiz', quizzes: [] });
    expect(quiz.questions).toHaveLength(1);
    expect(quiz.questions[0]).toMatchObject({ title: 'Question 1', feedback: 'About question 1' });
    expect(quiz.questions[0].options.map((o: { score: number }) => o.score)).toEqual([1, 0.5, 0]);
  });

  it('shows a course in any state, also one limited to a tenant', async () => {
    const tenant = await createTenant(t.ctx);
    const { course } = await pendingCourse({ state: 'draft', subdomainIds: [tenant.id] });
    const res = await detail(course.id);
    expect(res.status).toBe(200);
    expect(res.body.data.course).toMatchObject({
      approval_state: 'draft',
      subdomains: [{ id: tenant.id, title: tenant.title, url: tenant.url }],
    });
  });

  it('answers 404 for an unknown id and 422 for one that is not a number', async () => {
    for (const res of [
      await detail(999_999),
      await approve(999_999),
      await reject(999_999, { feedback: 'No' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await detail('abc' as unknown as number)).status).toBe(422);
  });
});

describe('decisions', () => {
  it('approves a pending course: published, logged, audited, the author notified and e-mailed in English', async () => {
    const { course } = await pendingCourse({ title: 'Quadratic equations', feedback: 'An earlier reason' });
    const res = await approve(course.id);
    expect(res.status).toBe(200);
    expect(res.body.data.course).toMatchObject({ approval_state: 'approved', feedback: null });
    expect(res.body.data.logs[0]).toMatchObject({
      action: 'approved',
      actor: { id: admin.user.id, title: 'Ada Admin' },
      feedback: null,
    });
    const row = await courseRow(t.ctx, course.id);
    expect(row).toMatchObject({ approvalState: 'approved', feedback: null });
    expect(row.approvedAt).toBeInstanceOf(Date);
    expect((await approvalLogsOf(t.ctx, course.id)).map((log) => [log.action, log.actorId])).toEqual([
      ['submitted', tutor.user.id],
      ['approved', admin.user.id],
    ]);
    expect(await courseAuditRowsOf(t.ctx, course.id)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'course.approved',
        subjectType: 'course',
        subjectId: course.id,
        comment: null,
        metadata: { from: 'pending', to: 'approved' },
      }),
    ]);

    const email = await lastEmailTo(t.ctx, tutor.user.email);
    expect(email).toMatchObject({
      template: 'notification_course_approved',
      language: 'en',
      subject: 'Your course is approved',
    });
    expect(email!.textBody).toContain('Hello Malee Sukjai,');
    expect(email!.textBody).toContain('“Quadratic equations”');
    expect(email!.textBody).toContain(`http://localhost:3000/courses/approved/details?courseId=${course.id}`);

    const [entry] = (await t.call('GET', '/api/v1/notifications', { token: tutor.token })).body.data;
    expect(entry).toMatchObject({
      type: 'course.approved',
      title: 'Your course is approved',
      link: `/courses/approved/details?courseId=${course.id}`,
      session_id: null,
      read_at: null,
    });
  });

  it('rejects with the feedback: kept, logged, audited, the Thai author notified and e-mailed in Thai', async () => {
    const author = await createUser(t.ctx, {
      role: 'teacher',
      language: 'th',
      firstName: 'มาลี',
      lastName: 'สุขใจ',
    });
    const { course } = await insertCourse(t.ctx, {
      tutorId: author.user.id,
      courseType: 'skill',
      title: 'การพูดในที่สาธารณะ',
    });
    const feedback = 'บทที่ 2 ยังไม่มีตัวอย่าง กรุณาเพิ่มตัวอย่างประกอบ';
    const res = await reject(course.id, { feedback: `  ${feedback} ` });
    expect(res.status).toBe(200);
    expect(res.body.data.course).toMatchObject({ approval_state: 'rejected', feedback });
    expect(await courseRow(t.ctx, course.id)).toMatchObject({
      approvalState: 'rejected',
      feedback,
      approvedAt: null,
    });
    expect((await approvalLogsOf(t.ctx, course.id)).at(-1)).toMatchObject({
      action: 'rejected',
      actorId: admin.user.id,
      feedback,
    });
    expect((await courseAuditRowsOf(t.ctx, course.id)).at(-1)).toMatchObject({
      action: 'course.rejected',
      comment: feedback,
      metadata: { from: 'pending', to: 'rejected' },
    });

    const email = await lastEmailTo(t.ctx, author.user.email);
    expect(email).toMatchObject({
      template: 'notification_course_rejected',
      language: 'th',
      subject: 'ทักษะของคุณต้องแก้ไขเพิ่มเติม',
    });
    expect(email!.textBody).toContain('สวัสดีคุณ มาลี สุขใจ');
    expect(email!.textBody).toContain(`ความเห็นจากผู้ตรวจสอบ: ${feedback}`);
    expect(email!.htmlBody).toContain(feedback);
    expect(email!.textBody).toContain(`/skills/create/info?courseId=${course.id}`);

    const [row] = await notificationRowsOf(t.ctx, author.user.id);
    expect(row).toMatchObject({ type: 'course.rejected', data: { course_id: course.id, feedback } });
    const thai = await t.call('GET', '/api/v1/notifications', {
      token: author.token,
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body.data[0]).toMatchObject({
      type: 'course.rejected',
      title: 'ทักษะของคุณต้องแก้ไขเพิ่มเติม',
      link: `/skills/create/info?courseId=${course.id}`,
    });
    expect(thai.body.data[0].body).toContain(feedback);
    const english = await t.call('GET', '/api/v1/notifications', { token: author.token });
    expect(english.body.data[0].title).toBe('Your skill needs changes');
  });

  it('e-mails the author in the author’s language whatever the admin reads', async () => {
    const { course } = await pendingCourse();
    await t.call('POST', `${base}/${course.id}/reject`, {
      token: admin.token,
      body: { feedback: 'Please add a summary to each chapter.' },
      headers: { 'accept-language': 'th' },
    });
    const email = await lastEmailTo(t.ctx, tutor.user.email);
    expect(email).toMatchObject({ template: 'notification_course_rejected', language: 'en' });
    expect(email!.textBody).toContain('The reviewer’s feedback: Please add a summary to each chapter.');
  });

  it.each([
    ['an empty feedback', { feedback: '' }],
    ['a blank feedback', { feedback: '   ' }],
    ['no feedback', {}],
    ['no body', undefined],
  ])('refuses a rejection with %s: 422, nothing changed', async (_, body) => {
    const { course } = await pendingCourse();
    const before = (await emailsTo(t.ctx, tutor.user.email)).length;
    const res = await reject(course.id, body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Reasons of rejection is required',
    });
    expect(res.body.errors).toEqual({ feedback: ['Reasons of rejection is required'] });
    expect(await courseRow(t.ctx, course.id)).toMatchObject({ approvalState: 'pending', feedback: null });
    expect((await approvalLogsOf(t.ctx, course.id)).map((log) => log.action)).toEqual(['submitted']);
    expect(await emailsTo(t.ctx, tutor.user.email)).toHaveLength(before);
  });

  it('refuses feedback over 1000 characters', async () => {
    const { course } = await pendingCourse();
    const res = await reject(course.id, { feedback: 'x'.repeat(1001) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ feedback: ['The text is too long'] });
    expect((await courseRow(t.ctx, course.id)).approvalState).toBe('pending');
  });

  it.each(['draft', 'approved', 'rejected'] as const)(
    'decides only a pending course: 409 from %s, nothing changed, nobody told',
    async (state) => {
      const feedback = state === 'rejected' ? 'Earlier feedback' : null;
      const { course } = await pendingCourse({ state, feedback });
      const emailsBefore = (await emailsTo(t.ctx, tutor.user.email)).length;
      const notificationsBefore = (await notificationRowsOf(t.ctx, tutor.user.id)).length;
      for (const res of [await approve(course.id), await reject(course.id, { feedback: 'Not now' })]) {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 'CONFLICT',
          message: 'This course is not waiting for a review decision.',
        });
      }
      expect(await courseRow(t.ctx, course.id)).toMatchObject({ approvalState: state, feedback });
      expect(await approvalLogsOf(t.ctx, course.id)).toEqual([]);
      expect(await courseAuditRowsOf(t.ctx, course.id)).toEqual([]);
      expect(await emailsTo(t.ctx, tutor.user.email)).toHaveLength(emailsBefore);
      expect(await notificationRowsOf(t.ctx, tutor.user.id)).toHaveLength(notificationsBefore);
    },
  );

  it('two admins deciding at once: one decision wins, the other gets 409', async () => {
    const { course } = await pendingCourse();
    const other = await createUser(t.ctx, { role: 'admin' });
    const [a, b] = await Promise.all([
      approve(course.id),
      reject(course.id, { feedback: 'Too short' }, other.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const decisions = (await approvalLogsOf(t.ctx, course.id)).filter((log) => log.action !== 'submitted');
    expect(decisions).toHaveLength(1);
    expect(await courseAuditRowsOf(t.ctx, course.id)).toHaveLength(1);
  });
});

describe('the whole review cycle', () => {
  it('submit, reject, edit and resubmit, approve: then students find it in the catalogue', async () => {
    const { course, sections } = await insertCourse(t.ctx, {
      tutorId: tutor.user.id,
      subjectId: c.maths.id,
      state: 'draft',
    });
    const token = tutor.token;
    const submit = () => t.call('POST', `/api/v1/courses/${course.id}/review-apply`, { token });
    expect((await submit()).status).toBe(200);
    expect((await t.call('GET', `/api/v1/courses/${course.id}`, { token: student.token })).status).toBe(404);
    expect((await reject(course.id, { feedback: 'Explain the second step.' })).status).toBe(200);

    const edited = await t.call('PATCH', `/api/v1/sections/${sections[1]!.id}`, {
      token,
      body: { description: 'Subtract 4 from both sides, then divide by 3.' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await courseRow(t.ctx, course.id)).approvalState).toBe('draft');
    expect((await submit()).status).toBe(200);
    const approved = await approve(course.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data.sections[1].description).toBe('Subtract 4 from both sides, then divide by 3.');
    expect(approved.body.data.logs.map((log: { action: string }) => log.action)).toEqual([
      'approved',
      'submitted',
      'rejected',
      'submitted',
    ]);
    expect(approved.body.data.logs[2]).toMatchObject({
      actor: { id: admin.user.id },
      feedback: 'Explain the second step.',
    });

    const opened = await t.call('GET', `/api/v1/courses/${course.id}`, { token: student.token });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ approval_state: 'approved', feedback: null });
    const types = (await notificationRowsOf(t.ctx, tutor.user.id))
      .filter((row) => row.data.course_id === course.id)
      .map((row) => row.type);
    expect(types).toEqual(['course.approved', 'course.rejected']);
  });
});

describe('API description', () => {
  it('documents the review calls', async () => {
    const res = await t.call('GET', '/api/docs/json');
    for (const [route, method] of [
      ['/api/v1/admin/course-reviews', 'get'],
      ['/api/v1/admin/course-reviews/{courseId}', 'get'],
      ['/api/v1/admin/course-reviews/{courseId}/approve', 'post'],
      ['/api/v1/admin/course-reviews/{courseId}/reject', 'post'],
    ] as const) {
      expect(res.body.paths[route][method].summary).toBeTruthy();
    }
    const rejectCall = res.body.paths['/api/v1/admin/course-reviews/{courseId}/reject'].post;
    expect(rejectCall.requestBody.content['application/json'].schema.properties).toHaveProperty('feedback');
  });
});
