import { chapterSchema, messagesEn as en, sectionSchema } from '@kru/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { courseRow, createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { courseChapters, courseSections } from '../../platform/db/schema/index.ts';

let t: TestApp;
let tutor: CreatedUser;
let otherTutor: CreatedUser;
let student: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  otherTutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  student = await createUser(t.ctx);
});

const api = '/api/v1';
type State = 'draft' | 'pending' | 'approved' | 'rejected';
const ownCourse = (approvalState: State = 'draft', sections = [2]) =>
  createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState, sections });

const chapterOrders = async (courseId: number) =>
  (
    await t.ctx.db
      .select({ id: courseChapters.id, order: courseChapters.sortOrder })
      .from(courseChapters)
      .where(eq(courseChapters.courseId, courseId))
      .orderBy(asc(courseChapters.sortOrder))
  ).map((row) => [row.id, row.order]);
const sectionOrders = async (chapterId: number) =>
  (
    await t.ctx.db
      .select({ id: courseSections.id, order: courseSections.sortOrder })
      .from(courseSections)
      .where(eq(courseSections.chapterId, chapterId))
      .orderBy(asc(courseSections.sortOrder))
  ).map((row) => [row.id, row.order]);

describe('chapters', () => {
  const addChapter = (courseId: number, body: unknown = { title: 'New chapter' }, token = tutor.token) =>
    t.call('POST', `${api}/courses/${courseId}/chapters`, { token, body });
  const patchChapter = (id: number, body: unknown, token = tutor.token) =>
    t.call('PATCH', `${api}/chapters/${id}`, { token, body });

  it('appends a chapter after the last', async () => {
    const { course, chapters } = await ownCourse('draft', [1, 1]);
    const res = await addChapter(course.id);
    expect(res.status).toBe(200);
    expect(chapterSchema.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({ title: 'New chapter', sort_order: 3, sections: [] });
    expect(await chapterOrders(course.id)).toEqual([
      [chapters[0]!.chapter.id, 1],
      [chapters[1]!.chapter.id, 2],
      [res.body.data.id, 3],
    ]);
  });

  it('holds at most 99 chapters (422)', async () => {
    const { course } = await ownCourse('draft', []);
    await t.ctx.db
      .insert(courseChapters)
      .values(
        Array.from({ length: 99 }, (_, i) => ({ courseId: course.id, title: `C${i}`, sortOrder: i + 1 })),
      );
    const res = await addChapter(course.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(en.too_many_sections);
  });

  it('renames and moves a chapter, renumbering the others 1..n', async () => {
    const { course, chapters } = await ownCourse('draft', [1, 1, 1, 1]);
    const [a, b, c, d] = chapters.map((chapter) => chapter.chapter.id);
    const res = await patchChapter(d!, { title: 'Now first', sort_order: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: d, title: 'Now first', sort_order: 1 });
    expect(res.body.data.sections).toHaveLength(1);
    expect(await chapterOrders(course.id)).toEqual([
      [d, 1],
      [a, 2],
      [b, 3],
      [c, 4],
    ]);
    await patchChapter(d!, { sort_order: 99 });
    expect((await chapterOrders(course.id)).map(([id]) => id)).toEqual([a, b, c, d]);
  });

  it('deletes a chapter with its sections and renumbers the rest', async () => {
    const { course, chapters } = await ownCourse('draft', [1, 2, 1]);
    const [a, b, c] = chapters.map((chapter) => chapter.chapter.id);
    const res = await t.call('DELETE', `${api}/chapters/${b}`, { token: tutor.token });
    expect(res.status).toBe(200);
    expect(await chapterOrders(course.id)).toEqual([
      [a, 1],
      [c, 2],
    ]);
    expect(await sectionOrders(b!)).toEqual([]);
  });

  it.each([0, 100, 1.5, 'x'])('answers 422 to sort_order %s', async (order) => {
    const { chapters } = await ownCourse();
    const res = await patchChapter(chapters[0]!.chapter.id, { sort_order: order });
    expect(res.status).toBe(422);
    expect(res.body.errors.sort_order).toEqual([en.order_out_of_range]);
  });
});

describe('sections', () => {
  const addSection = (chapterId: number, body: unknown = { title: 'New section' }, token = tutor.token) =>
    t.call('POST', `${api}/chapters/${chapterId}/sections`, { token, body });
  const patchSection = (id: number, body: unknown, token = tutor.token) =>
    t.call('PATCH', `${api}/sections/${id}`, { token, body });

  it('appends a section (text by default) and answers it with its neighbours', async () => {
    const { chapters } = await ownCourse('draft', [2, 1]);
    const first = chapters[0]!;
    const res = await addSection(first.chapter.id);
    expect(res.status).toBe(200);
    expect(sectionSchema.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({
      title: 'New section',
      type: 'text',
      sort_order: 3,
      description: '',
      chapter_id: first.chapter.id,
      is_done: false,
      previous_section_id: first.sections[1]!.id,
      next_section_id: chapters[1]!.sections[0]!.id,
    });
    const video = await addSection(first.chapter.id, { title: 'Watch', type: 'video' });
    expect(video.body.data).toMatchObject({ type: 'video', sort_order: 4 });
    expect((await addSection(first.chapter.id, { title: 'x', type: 'movie' })).status).toBe(422);
  });

  it('holds at most 99 sections per chapter (422)', async () => {
    const { chapters } = await ownCourse('draft', [0]);
    const chapterId = chapters[0]!.chapter.id;
    await t.ctx.db
      .insert(courseSections)
      .values(Array.from({ length: 99 }, (_, i) => ({ chapterId, title: `S${i}`, sortOrder: i + 1 })));
    const res = await addSection(chapterId);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(en.too_many_sections);
  });

  it('updates the title and body, and moves a section within its chapter', async () => {
    const { chapters } = await ownCourse('draft', [3]);
    const [a, b, c] = chapters[0]!.sections.map((section) => section.id);
    const res = await patchSection(c!, { title: 'Intro', description: 'Line one\nLine two', sort_order: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: c,
      title: 'Intro',
      description: 'Line one\nLine two',
      sort_order: 1,
      previous_section_id: null,
      next_section_id: a,
    });
    expect(await sectionOrders(chapters[0]!.chapter.id)).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
  });

  it('deletes a section and renumbers its chapter', async () => {
    const { chapters } = await ownCourse('draft', [3]);
    const [a, b, c] = chapters[0]!.sections.map((section) => section.id);
    const res = await t.call('DELETE', `${api}/sections/${a}`, { token: tutor.token });
    expect(res.status).toBe(200);
    expect(await sectionOrders(chapters[0]!.chapter.id)).toEqual([
      [b, 1],
      [c, 2],
    ]);
  });
});

describe('every content edit follows the authoring state', () => {
  type Edit = [
    string,
    (fixture: Awaited<ReturnType<typeof ownCourse>>, token?: string) => ReturnType<TestApp['call']>,
  ];
  const edits: Edit[] = [
    [
      'POST /courses/:id/chapters',
      (f, token = tutor.token) =>
        t.call('POST', `${api}/courses/${f.course.id}/chapters`, { token, body: { title: 'More' } }),
    ],
    [
      'PATCH /chapters/:id',
      (f, token = tutor.token) =>
        t.call('PATCH', `${api}/chapters/${f.chapters[0]!.chapter.id}`, {
          token,
          body: { title: 'Renamed' },
        }),
    ],
    [
      'DELETE /chapters/:id',
      (f, token = tutor.token) => t.call('DELETE', `${api}/chapters/${f.chapters[0]!.chapter.id}`, { token }),
    ],
    [
      'POST /chapters/:id/sections',
      (f, token = tutor.token) =>
        t.call('POST', `${api}/chapters/${f.chapters[0]!.chapter.id}/sections`, {
          token,
          body: { title: 'More' },
        }),
    ],
    [
      'PATCH /sections/:id',
      (f, token = tutor.token) =>
        t.call('PATCH', `${api}/sections/${f.sections[0]!.id}`, { token, body: { description: 'New body' } }),
    ],
    [
      'DELETE /sections/:id',
      (f, token = tutor.token) => t.call('DELETE', `${api}/sections/${f.sections[0]!.id}`, { token }),
    ],
  ];

  it.each(edits)('%s sends an approved or rejected course back to draft', async (_, edit) => {
    for (const state of ['approved', 'rejected'] as const) {
      const fixture = await ownCourse(state);
      const res = await edit(fixture);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await courseRow(t.ctx, fixture.course.id))?.approvalState).toBe('draft');
    }
  });

  it.each(edits)('%s is a 409 while the course is under review, changing nothing', async (_, edit) => {
    const fixture = await ownCourse('pending');
    const before = { chapters: await chapterOrders(fixture.course.id) };
    const res = await edit(fixture);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en.course_under_review);
    expect(await chapterOrders(fixture.course.id)).toEqual(before.chapters);
    expect((await courseRow(t.ctx, fixture.course.id))?.approvalState).toBe('pending');
  });

  it.each(edits)("%s is a 404 on another tutor's course and a 403 for a student", async (_, edit) => {
    const fixture = await ownCourse('draft');
    expect((await edit(fixture, otherTutor.token)).status).toBe(404);
    expect((await edit(fixture, student.token)).status).toBe(403);
    expect(await chapterOrders(fixture.course.id)).toHaveLength(1);
    expect(await sectionOrders(fixture.chapters[0]!.chapter.id)).toHaveLength(2);
  });

  it('answers 404 for unknown chapters and sections', async () => {
    const token = tutor.token;
    expect((await t.call('PATCH', `${api}/chapters/999999`, { token, body: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `${api}/sections/999999`, { token })).status).toBe(404);
    expect(
      (await t.call('POST', `${api}/courses/999999/chapters`, { token, body: { title: 'x' } })).status,
    ).toBe(404);
  });
});
