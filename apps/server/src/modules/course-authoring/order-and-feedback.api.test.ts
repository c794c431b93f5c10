import { messagesEn as en } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { courseRow, createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

let t: TestApp;
let tutor: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  admin = await createUser(t.ctx, { role: 'admin' });
});

const api = '/api/v1';
const draftCourse = (sections = [3, 1]) =>
  createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState: 'draft', sections });

describe('an order typed by hand', () => {
  const refused = [0, 100, 2.5, 'abc', -1, '2.5', '', '0x10'];

  it.each(refused)(
    'a section answers 422 to sort_order %j with the order message, changing nothing',
    async (order) => {
      const { chapters } = await draftCourse();
      const section = chapters[0]!.sections[1]!;
      const res = await t.call('PATCH', `${api}/sections/${section.id}`, {
        token: tutor.token,
        body: { title: 'Kept', sort_order: order },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, message: en.order_out_of_range });
      expect(res.body.errors.sort_order).toEqual([en.order_out_of_range]);
      const read = await t.call('GET', `${api}/sections/${section.id}`, { token: tutor.token });
      expect(read.body.data).toMatchObject({ title: section.title, sort_order: 2 });
    },
  );

  it.each(refused)('a chapter answers 422 to sort_order %j with the order message', async (order) => {
    const { chapters } = await draftCourse();
    const res = await t.call('PATCH', `${api}/chapters/${chapters[1]!.chapter.id}`, {
      token: tutor.token,
      body: { sort_order: order },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.sort_order).toEqual([en.order_out_of_range]);
  });

  it('accepts 1 (the section comes first) and 99 (it goes last)', async () => {
    const { chapters } = await draftCourse();
    const [a, b, c] = chapters[0]!.sections.map((section) => section.id);
    const first = await t.call('PATCH', `${api}/sections/${c}`, {
      token: tutor.token,
      body: { sort_order: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.sort_order).toBe(1);
    const last = await t.call('PATCH', `${api}/sections/${c}`, {
      token: tutor.token,
      body: { sort_order: 99 },
    });
    expect(last.status).toBe(200);
    const course = await t.call('GET', `${api}/courses/${chapters[0]!.chapter.courseId}`, {
      token: tutor.token,
    });
    const ids = course.body.data.chapters[0].sections.map((section: { id: number }) => section.id);
    expect(ids).toEqual([a, b, c]);
  });

  it('accepts 1 and 99 for a chapter', async () => {
    const { chapters } = await draftCourse([1, 1, 1]);
    for (const order of [1, 99]) {
      const res = await t.call('PATCH', `${api}/chapters/${chapters[1]!.chapter.id}`, {
        token: tutor.token,
        body: { sort_order: order },
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('a rejected course keeps the reviewer’s reason until it is submitted again', () => {
  const reason = 'Chapter 2 repeats chapter 1: add worked examples.';

  it('through edits of its information, chapters and sections, in the course and the drafts list', async () => {
    const { course, chapters } = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'pending',
      sections: [2],
    });
    const rejected = await t.call('POST', `${api}/admin/course-reviews/${course.id}/reject`, {
      token: admin.token,
      body: { feedback: reason },
    });
    expect(rejected.status).toBe(200);

    const edit = await t.call('PATCH', `${api}/sections/${chapters[0]!.sections[0]!.id}`, {
      token: tutor.token,
      body: { title: 'Rewritten', description: 'With a worked example.' },
    });
    expect(edit.status).toBe(200);
    const chapter = await t.call('PATCH', `${api}/chapters/${chapters[0]!.chapter.id}`, {
      token: tutor.token,
      body: { title: 'Renamed' },
    });
    expect(chapter.status).toBe(200);

    const read = await t.call('GET', `${api}/courses/${course.id}`, { token: tutor.token });
    expect(read.body.data).toMatchObject({ approval_state: 'draft', feedback: reason });
    const drafts = await t.call('GET', `${api}/user/courses?approval_state=draft,rejected`, {
      token: tutor.token,
    });
    expect(drafts.status).toBe(200);
    const listed = drafts.body.data.find((item: { id: number }) => item.id === course.id);
    expect(listed).toMatchObject({ feedback: reason });
    const logs = await t.call('GET', `${api}/courses/${course.id}/approval-logs`, { token: tutor.token });
    expect(logs.body.data.map((log: { action: string }) => log.action)).toContain('rejected');

    const submitted = await t.call('POST', `${api}/courses/${course.id}/review-apply`, {
      token: tutor.token,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ approval_state: 'pending', feedback: null });
    expect((await courseRow(t.ctx, course.id))?.feedback).toBeNull();
    // The history still has the reason after the resubmission.
    const after = await t.call('GET', `${api}/courses/${course.id}/approval-logs`, { token: tutor.token });
    expect(after.body.data.map((log: { feedback: string | null }) => log.feedback)).toContain(reason);
  });
});
