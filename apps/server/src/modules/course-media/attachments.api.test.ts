import { messagesEn as en, sectionAttachmentSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { courseRow, createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { PDF_ONE_PAGE, pathOf, uploadAndRegister } from '../../../test/files.ts';
import { courseSections, courses, files } from '../../platform/db/schema/index.ts';

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

/** A course of the tutor whose first section is a `files` section. */
async function filesCourse(approvalState: State = 'draft', sections = [1]) {
  const fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState, sections });
  const section = fixture.sections[0]!;
  await t.ctx.db.update(courseSections).set({ type: 'files' }).where(eq(courseSections.id, section.id));
  return { ...fixture, section };
}

const uploadPdf = (token = tutor.token, fileName = 'worksheet.pdf') =>
  uploadAndRegister(
    t,
    token,
    { type: 'attachment', contentType: 'application/pdf', bytes: PDF_ONE_PAGE },
    { file_name: fileName },
  );
const attach = (sectionId: number, fileId: number, token = tutor.token) =>
  t.call('POST', `${api}/sections/${sectionId}/attachments`, { token, body: { file_id: fileId } });
const detach = (sectionId: number, fileId: number, token = tutor.token) =>
  t.call('DELETE', `${api}/sections/${sectionId}/attachments/${fileId}`, { token });
const viewSection = (sectionId: number, token: string) =>
  t.call('GET', `${api}/sections/${sectionId}`, { token });

describe('attaching files to a section', () => {
  it('attaches an uploaded file; the section view lists it with a link that downloads it', async () => {
    const { section } = await filesCourse();
    const file = await uploadPdf();
    const res = await attach(section.id, file.id);
    expect(res.status).toBe(200);
    expect(sectionAttachmentSchema.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({ id: file.id, file_name: 'worksheet.pdf' });

    const view = await viewSection(section.id, tutor.token);
    expect(view.status).toBe(200);
    expect(view.body.data.attachments).toEqual([
      { id: file.id, file_name: 'worksheet.pdf', link: expect.any(String) },
    ]);
    const download = await t.call('GET', pathOf(view.body.data.attachments[0].link));
    expect(download.status).toBe(200);
    expect(download.body).toBe(PDF_ONE_PAGE.toString('latin1'));
  });

  it('lists attachments to a learner of an approved course', async () => {
    const { section } = await filesCourse('approved');
    const file = await uploadPdf();
    await t.ctx.db.update(files).set({ sectionId: section.id }).where(eq(files.id, file.id));
    const view = await viewSection(section.id, student.token);
    expect(view.status).toBe(200);
    expect(view.body.data.attachments.map((a: { id: number }) => a.id)).toEqual([file.id]);
  });

  it('allows text and reading sections, refuses video and quiz sections with 409', async () => {
    for (const [type, status] of [
      ['text', 200],
      ['reading', 200],
      ['video', 409],
      ['quiz', 409],
    ] as const) {
      const { section } = await filesCourse();
      await t.ctx.db.update(courseSections).set({ type }).where(eq(courseSections.id, section.id));
      const res = await attach(section.id, (await uploadPdf()).id);
      expect(res.status, type).toBe(status);
      if (status === 409) expect(res.body.message).toBe(en.attachments_not_allowed);
    }
  });

  it('puts an approved or rejected course back to draft; a pending one is a 409', async () => {
    for (const state of ['approved', 'rejected'] as const) {
      const { course, section } = await filesCourse(state);
      expect((await attach(section.id, (await uploadPdf()).id)).status).toBe(200);
      expect((await courseRow(t.ctx, course.id))?.approvalState).toBe('draft');
    }
    const { section } = await filesCourse('pending');
    const res = await attach(section.id, (await uploadPdf()).id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en.course_under_review);
  });

  it('is the author’s call: a student is a 403, another tutor a 404, another’s file a 404', async () => {
    const { section } = await filesCourse();
    const file = await uploadPdf();
    expect((await attach(section.id, file.id, student.token)).status).toBe(403);
    expect((await attach(section.id, file.id, otherTutor.token)).status).toBe(404);
    const strangersFile = await uploadPdf(otherTutor.token);
    expect((await attach(section.id, strangersFile.id)).status).toBe(404);
    expect((await attach(999_999, file.id)).status).toBe(404);
  });

  it('refuses a file already attached to another section, and never lists a stranger’s file', async () => {
    const first = await filesCourse();
    const second = await filesCourse();
    const file = await uploadPdf();
    expect((await attach(first.section.id, file.id)).status).toBe(200);
    expect((await attach(second.section.id, file.id)).status).toBe(404);
    // POST /files takes a section_id from anyone: such a row is not the author's and is not shown.
    await uploadAndRegister(
      t,
      otherTutor.token,
      { type: 'attachment', contentType: 'application/pdf', bytes: PDF_ONE_PAGE },
      { section_id: first.section.id },
    );
    const view = await viewSection(first.section.id, tutor.token);
    expect(view.body.data.attachments.map((a: { id: number }) => a.id)).toEqual([file.id]);
  });

  it('refuses an attachment over 100 MB with 413 before any upload', async () => {
    const res = await t.call('POST', `${api}/files/signed-url`, {
      token: tutor.token,
      body: { type: 'attachment', content_type: 'application/pdf', size: 100 * 1024 * 1024 + 1 },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(en.file_too_large.replace('{{max}}', '100 MB'));
  });

  it('hides a section beyond the trial, attachments and all (403)', async () => {
    const { sections } = await filesCourse('approved', [4]);
    const locked = sections[3]!;
    await t.ctx.db.update(courseSections).set({ type: 'files' }).where(eq(courseSections.id, locked.id));
    const file = await uploadPdf();
    await t.ctx.db.update(files).set({ sectionId: locked.id }).where(eq(files.id, file.id));
    const res = await viewSection(locked.id, student.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(en.trial_ended);
    expect(JSON.stringify(res.body)).not.toContain(file.key);
  });
});

describe('removing an attachment', () => {
  it('deletes the file and its bytes; a second removal is a 404', async () => {
    const { section } = await filesCourse();
    const file = await uploadPdf();
    await attach(section.id, file.id);
    expect((await detach(section.id, file.id, otherTutor.token)).status).toBe(404);
    expect((await detach(section.id, file.id, student.token)).status).toBe(403);
    const res = await detach(section.id, file.id);
    expect(res.status).toBe(200);
    expect(await t.ctx.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
    expect(await t.ctx.storage.stat(file.key)).toBeNull();
    expect((await viewSection(section.id, tutor.token)).body.data.attachments).toEqual([]);
    expect((await detach(section.id, file.id)).status).toBe(404);
  });

  it('is refused with 409 while the course is under review', async () => {
    const { course, section } = await filesCourse();
    const file = await uploadPdf();
    await attach(section.id, file.id);
    await t.ctx.db.update(courses).set({ approvalState: 'pending' }).where(eq(courses.id, course.id));
    expect((await detach(section.id, file.id)).status).toBe(409);
  });

  it('goes with its section, chapter or course: rows now, bytes after commit', async () => {
    for (const remove of ['section', 'chapter', 'course'] as const) {
      const { course, chapters, section } = await filesCourse();
      const file = await uploadPdf();
      await attach(section.id, file.id);
      const path = {
        section: `${api}/sections/${section.id}`,
        chapter: `${api}/chapters/${chapters[0]!.chapter.id}`,
        course: `${api}/courses/${course.id}`,
      }[remove];
      expect((await t.call('DELETE', path, { token: tutor.token })).status, remove).toBe(200);
      expect(await t.ctx.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
      expect(await t.ctx.storage.stat(file.key)).toBeNull();
    }
  });
});
