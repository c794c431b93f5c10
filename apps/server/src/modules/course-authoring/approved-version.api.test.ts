/**
 * Learners read a course's approved version until an edit of it is approved: its author and admins read the
 * working copy. Deleted chapters and sections stay readable to learners (with their progress) until then.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor } from '../../../test/ai-chat.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  type CourseFixture,
  courseRow,
  createCourseFixture,
  createThumbnail,
  skillBody,
} from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { PDF_ONE_PAGE, pathOf, uploadAndRegister } from '../../../test/files.ts';
import { makeQuizSection } from '../../../test/quizzes.ts';
import { realVideo, transcodeWaitingVideos } from '../../../test/videos.ts';
import { courseSections } from '../../platform/db/schema/index.ts';

let t: TestApp;
let tutor: CreatedUser;
let admin: CreatedUser;
let thumbnailId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { ai: { openAi: undefined, messagesPerMinute: 1000 } } });
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  admin = await createUser(t.ctx, { role: 'admin' });
  thumbnailId = (await createThumbnail(t.ctx)).id;
});

const api = '/api/v1';
const get = (url: string, token?: string) => t.call('GET', `${api}${url}`, token ? { token } : {});
const as = (token: string) => ({
  auth: { token },
  course: (id: number) => get(`/courses/${id}`, token),
  section: (id: number) => get(`/sections/${id}`, token),
  take: (id: number) => t.call('POST', `${api}/sections/${id}/take`, { token }),
});
/** The section titles of a course page, in reading order. */
const titlesOf = (course: { chapters: Array<{ sections: Array<{ title: string }> }> }) =>
  course.chapters.flatMap((chapter) => chapter.sections.map((section) => section.title));

async function approvedFreeCourse(sections: number[]): Promise<CourseFixture> {
  return createCourseFixture(t.ctx, {
    tutorId: tutor.user.id,
    thumbnailId,
    isFree: true,
    sections,
    title: 'Approved title',
  });
}

/** A student who started the course and took `taken`. */
async function learnerOf(fixture: CourseFixture, taken: number[] = []) {
  const student = await createUser(t.ctx);
  const learner = as(student.token);
  expect(
    (await t.call('POST', `${api}/courses/${fixture.course.id}/subscribe`, { token: student.token })).status,
  ).toBe(200);
  for (const id of taken) expect((await learner.take(id)).status).toBe(200);
  return learner;
}

async function submitAndApprove(courseId: number) {
  const submitted = await t.call('POST', `${api}/courses/${courseId}/review-apply`, { token: tutor.token });
  expect(submitted.status).toBe(200);
  const approved = await t.call('POST', `${api}/admin/course-reviews/${courseId}/approve`, {
    token: admin.token,
  });
  expect(approved.status).toBe(200);
  return approved.body.data;
}

describe('an edit of an approved course', () => {
  it('leaves learners on the approved text until the admin approves it', async () => {
    const fixture = await approvedFreeCourse([2]);
    const [first, second] = fixture.sections as [CourseFixture['sections'][0], CourseFixture['sections'][0]];
    const learner = await learnerOf(fixture, [first.id]);
    const author = as(tutor.token);

    const edits = [
      t.call('PATCH', `${api}/courses/${fixture.course.id}`, {
        token: tutor.token,
        body: skillBody(thumbnailId, {
          title: 'Draft title',
          description: 'A description under review.',
          is_free: true,
        }),
      }),
      t.call('PATCH', `${api}/sections/${first.id}`, {
        token: tutor.token,
        body: { title: 'Draft section', description: 'Unreviewed body' },
      }),
      t.call('POST', `${api}/chapters/${fixture.chapters[0]!.chapter.id}/sections`, {
        token: tutor.token,
        body: { title: 'Added in the draft', type: 'text' },
      }),
    ];
    const [, , added] = [await edits[0]!, await edits[1]!, await edits[2]!];
    expect(added.status).toBe(200);
    expect((await courseRow(t.ctx, fixture.course.id))?.approvalState).toBe('draft');

    // The learner: the approved course, section and progress.
    const page = (await learner.course(fixture.course.id)).body.data;
    expect(page).toMatchObject({ title: 'Approved title', sections_count: 2, approval_state: 'draft' });
    expect(page.subscribe.progress_percent).toBe(50);
    expect(titlesOf(page)).toEqual([first.title, second.title]);
    const read = await learner.section(first.id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      title: first.title,
      description: first.description,
      is_done: true,
    });
    expect(read.body.data.next_section_id).toBe(second.id);
    expect((await learner.section(added.body.data.id)).status).toBe(404);
    const took = await learner.take(second.id);
    expect(took.body.data).toMatchObject({ progress_percent: 100, status_value: 'completed' });

    // The author and the admin: the working copy.
    const own = (await author.course(fixture.course.id)).body.data;
    expect(own).toMatchObject({ title: 'Draft title', sections_count: 3 });
    expect(titlesOf(own)).toEqual(['Draft section', second.title, 'Added in the draft']);
    expect((await author.section(first.id)).body.data.description).toBe('Unreviewed body');
    expect((await as(admin.token).section(first.id)).body.data.description).toBe('Unreviewed body');

    // Approved: the learner reads the edit.
    const review = await submitAndApprove(fixture.course.id);
    expect(review.sections.map((section: { title: string }) => section.title)).toEqual([
      'Draft section',
      second.title,
      'Added in the draft',
    ]);
    expect((await learner.course(fixture.course.id)).body.data).toMatchObject({
      title: 'Draft title',
      sections_count: 3,
    });
    expect((await learner.section(first.id)).body.data).toMatchObject({
      title: 'Draft section',
      description: 'Unreviewed body',
    });
    expect((await learner.section(added.body.data.id)).status).toBe(200);
  });

  it('shows nothing of the draft to a visitor or a learner who had not started it (404)', async () => {
    const fixture = await approvedFreeCourse([1]);
    await t.call('PATCH', `${api}/sections/${fixture.sections[0]!.id}`, {
      token: tutor.token,
      body: { description: 'Unreviewed body' },
    });
    const stranger = as((await createUser(t.ctx)).token);
    expect((await stranger.course(fixture.course.id)).status).toBe(404);
    expect((await stranger.section(fixture.sections[0]!.id)).status).toBe(404);
    expect((await get(`/public/courses/${fixture.course.id}`)).status).toBe(404);
  });

  it('shows the approved information on the learner’s course list', async () => {
    const fixture = await approvedFreeCourse([1]);
    const student = await createUser(t.ctx);
    await t.call('POST', `${api}/courses/${fixture.course.id}/subscribe`, { token: student.token });
    await t.call('PATCH', `${api}/courses/${fixture.course.id}`, {
      token: tutor.token,
      body: skillBody(thumbnailId, { title: 'Draft title' }),
    });
    const mine = await get('/user/courses', student.token);
    const card = mine.body.data.find((item: { id: number }) => item.id === fixture.course.id);
    expect(card).toMatchObject({ title: 'Approved title', sections_count: 1 });
  });
});

describe('the AI tutor of a course whose edit is not approved', () => {
  it('draws a learner’s answers from the approved text only', async () => {
    const fixture = await approvedFreeCourse([1]);
    const student = await createUser(t.ctx);
    await t.call('POST', `${api}/courses/${fixture.course.id}/subscribe`, { token: student.token });
    await t.call('PATCH', `${api}/sections/${fixture.sections[0]!.id}`, {
      token: tutor.token,
      body: { description: 'Chloroplasts capture sunlight: an unreviewed paragraph.' },
    });
    const ask = (token: string) =>
      askTutor(t, token, { course_id: fixture.course.id, message: 'How do chloroplasts capture sunlight?' });
    const learnerAnswer = (await ask(student.token)).body.data.answer;
    expect(JSON.stringify(learnerAnswer)).not.toContain('unreviewed paragraph');
    expect(learnerAnswer.sources).toEqual([]);
    // The author reads their own draft: the built-in tutor quotes it (quotes travel with the sources).
    const authorAnswer = (await ask(tutor.token)).body.data.answer;
    expect(authorAnswer.sources.map((source: { quote: string | null }) => source.quote).join(' ')).toContain(
      'unreviewed paragraph',
    );
  });
});

describe('a section or chapter deleted in the draft', () => {
  it('stays readable to learners, with their progress, until the edit is approved', async () => {
    const fixture = await approvedFreeCourse([3, 1]);
    const [kept, deleted, last] = fixture.chapters[0]!.sections as [
      CourseFixture['sections'][0],
      CourseFixture['sections'][0],
      CourseFixture['sections'][0],
    ];
    const otherChapter = fixture.chapters[1]!;
    const learner = await learnerOf(fixture, [deleted.id]);
    const author = as(tutor.token);

    expect(
      (await t.call('DELETE', `${api}/sections/${deleted.id}`, { token: tutor.token })).status,
    ).toBeLessThan(300);
    expect(
      (await t.call('DELETE', `${api}/chapters/${otherChapter.chapter.id}`, { token: tutor.token })).status,
    ).toBeLessThan(300);

    // The learner still reads both, and their progress on the deleted section counts.
    const page = (await learner.course(fixture.course.id)).body.data;
    expect(titlesOf(page)).toEqual([kept.title, deleted.title, last.title, otherChapter.sections[0]!.title]);
    expect(page.subscribe.progress_percent).toBe(25);
    expect((await learner.section(deleted.id)).body.data).toMatchObject({
      description: deleted.description,
      is_done: true,
    });
    expect((await learner.section(otherChapter.sections[0]!.id)).status).toBe(200);
    expect((await learner.take(kept.id)).body.data.progress_percent).toBe(50);

    // The author no longer sees them, nor edits them; chapter 1 is renumbered without the deleted section.
    const own = (await author.course(fixture.course.id)).body.data;
    expect(titlesOf(own)).toEqual([kept.title, last.title]);
    expect(own).toMatchObject({ sections_count: 2, chapters_count: 1 });
    expect((await author.section(deleted.id)).status).toBe(404);
    expect(
      (
        await t.call('PATCH', `${api}/sections/${deleted.id}`, {
          token: tutor.token,
          body: { title: 'x' },
        })
      ).status,
    ).toBe(404);

    // Approved: gone for everyone, with the progress on them; the learner's percent is of what is left.
    const review = await submitAndApprove(fixture.course.id);
    expect(review.sections.map((section: { id: number }) => section.id)).toEqual([kept.id, last.id]);
    expect((await learner.section(deleted.id)).status).toBe(404);
    const after = (await learner.course(fixture.course.id)).body.data;
    expect(titlesOf(after)).toEqual([kept.title, last.title]);
    expect(after.subscribe.progress_percent).toBe(50);
    const left = await t.ctx.db.$client.query(
      'SELECT count(*)::int AS n FROM course_sections WHERE id = ANY($1)',
      [[deleted.id, otherChapter.sections[0]!.id]],
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('is removed at once from a course never approved (no learner reads it)', async () => {
    const fixture = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'draft',
      sections: [2],
    });
    await t.call('DELETE', `${api}/sections/${fixture.sections[0]!.id}`, { token: tutor.token });
    const left = await t.ctx.db.$client.query(
      'SELECT count(*)::int AS n FROM course_sections WHERE id = $1',
      [fixture.sections[0]!.id],
    );
    expect(left.rows[0].n).toBe(0);
  });
});

describe('an attachment removed in the draft', () => {
  it('stays downloadable by learners until the edit is approved, then its bytes go', async () => {
    const fixture = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'draft',
      isFree: true,
      sections: [1],
    });
    const section = fixture.sections[0]!;
    await t.ctx.db.update(courseSections).set({ type: 'files' }).where(eq(courseSections.id, section.id));
    const file = await uploadAndRegister(
      t,
      tutor.token,
      { type: 'attachment', contentType: 'application/pdf', bytes: PDF_ONE_PAGE },
      { file_name: 'worksheet.pdf' },
    );
    await t.call('POST', `${api}/sections/${section.id}/attachments`, {
      token: tutor.token,
      body: { file_id: file.id },
    });
    await submitAndApprove(fixture.course.id);
    const learner = await learnerOf(fixture);

    const removed = await t.call('DELETE', `${api}/sections/${section.id}/attachments/${file.id}`, {
      token: tutor.token,
    });
    expect(removed.status).toBeLessThan(300);
    expect((await as(tutor.token).section(section.id)).body.data.attachments).toEqual([]);
    const read = (await learner.section(section.id)).body.data;
    expect(read.attachments).toEqual([{ id: file.id, file_name: 'worksheet.pdf', link: expect.any(String) }]);
    expect((await t.call('GET', pathOf(read.attachments[0].link))).status).toBe(200);

    await submitAndApprove(fixture.course.id);
    expect((await learner.section(section.id)).body.data.attachments).toEqual([]);
    expect(await t.ctx.storage.stat(file.key)).toBeNull();
  });
});

describe('the migration’s backfill', () => {
  /** The migration's statement that keeps a version of the courses approved once and edited since. */
  async function runBackfill() {
    const migrations = new URL('../../../drizzle/', import.meta.url);
    const name = readdirSync(migrations).find(
      (file) =>
        file.endsWith('.sql') &&
        readFileSync(new URL(file, migrations), 'utf8').includes('INSERT INTO "course_versions"'),
    );
    const sql = readFileSync(new URL(name!, migrations), 'utf8');
    const statement = sql
      .split('--> statement-breakpoint')
      .find((part) => part.includes('INSERT INTO "course_versions"'));
    await t.ctx.db.$client.query(statement!);
  }
  const versionOf = async (courseId: number) =>
    (await t.ctx.db.$client.query('SELECT content FROM course_versions WHERE course_id = $1', [courseId]))
      .rows[0]?.content;

  it('keeps learners of a course edited before versions were kept on what they read, as an edit would', async () => {
    const fixture = await approvedFreeCourse([2, 0]);
    await makeQuizSection(t.ctx, fixture.sections[1]!.id, [
      { scores: [1, 0] },
      { multiple: true, scores: [1, 0.5, 1] },
    ]);
    const learner = await learnerOf(fixture, [fixture.sections[0]!.id]);
    // Edited before this change: back to draft with no version kept.
    await t.ctx.db.$client.query(`UPDATE courses SET approval_state = 'draft' WHERE id = $1`, [
      fixture.course.id,
    ]);
    expect((await learner.course(fixture.course.id)).status).toBe(404);

    await runBackfill();
    const page = await learner.course(fixture.course.id);
    expect(page.status).toBe(200);
    expect(titlesOf(page.body.data)).toEqual(fixture.sections.map((section) => section.title));
    expect((await learner.section(fixture.sections[1]!.id)).body.data.description).toBe(
      fixture.sections[1]!.description,
    );

    // The same content as the version the first edit of an approved course keeps.
    const backfilled = await versionOf(fixture.course.id);
    await t.ctx.db.$client.query('DELETE FROM course_versions WHERE course_id = $1', [fixture.course.id]);
    await t.ctx.db.$client.query(`UPDATE courses SET approval_state = 'approved' WHERE id = $1`, [
      fixture.course.id,
    ]);
    await t.call('PATCH', `${api}/sections/${fixture.sections[0]!.id}`, {
      token: tutor.token,
      body: { title: 'x' },
    });
    expect(backfilled.sections[1].questions).toHaveLength(2);
    // Quiz settings, pass marks and own covers came after the backfill: a version without them reads as their
    // defaults (shuffled, untimed, 50%, no own cover); versions kept since hold each section's and the cover.
    const kept = await versionOf(fixture.course.id);
    expect(kept.course.coverKey).toBeNull();
    delete kept.course.coverKey;
    for (const section of kept.sections) {
      expect(section).toMatchObject({
        quizLockOptionOrder: false,
        quizTimeLimitMinutes: null,
        passMarkPercent: 50,
      });
      delete section.quizLockOptionOrder;
      delete section.quizTimeLimitMinutes;
      delete section.passMarkPercent;
    }
    expect(backfilled).toEqual(kept);
  });
});

describe('a video replaced in the draft', () => {
  it('plays to learners until the edit is approved; the new one plays to the author', async () => {
    const fixture = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'draft',
      isFree: true,
      sections: [1],
    });
    const section = fixture.sections[0]!;
    await t.ctx.db.update(courseSections).set({ type: 'video' }).where(eq(courseSections.id, section.id));
    const upload = async (seconds: number) => {
      const bytes = realVideo(seconds);
      const url = `${api}/sections/${section.id}/videos`;
      const created = await t.call('POST', `${url}?size=${bytes.length}&content_type=video%2Fmp4`, {
        token: tutor.token,
      });
      const { upload_link, upload_headers } = created.body.data;
      await t.call('PUT', pathOf(upload_link), { body: bytes, headers: upload_headers });
      expect((await t.call('PATCH', url, { token: tutor.token })).status).toBe(200);
      await transcodeWaitingVideos(t.ctx);
      return created.body.data.id as number;
    };
    const approvedVideo = await upload(3);
    const keyOf = await t.ctx.db.$client.query('SELECT file_key FROM section_videos WHERE id = $1', [
      approvedVideo,
    ]);
    const approvedKey: string = keyOf.rows[0].file_key;
    await submitAndApprove(fixture.course.id);
    const learner = await learnerOf(fixture);

    const draftVideo = await upload(7);
    const seen = (await learner.section(section.id)).body.data.video;
    expect(seen).toMatchObject({ id: approvedVideo, upload_status: 'ready', duration_seconds: 3 });
    expect((await t.call('GET', pathOf(seen.link))).status).toBe(200);
    expect(await t.ctx.storage.stat(approvedKey)).not.toBeNull();
    const checkout = await t.call('GET', `${api}/sections/${section.id}/videos/checkout`, learner.auth);
    expect(checkout.body.data.id).toBe(approvedVideo);
    expect((await as(tutor.token).section(section.id)).body.data.video).toMatchObject({
      id: draftVideo,
      duration_seconds: 7,
    });

    await submitAndApprove(fixture.course.id);
    expect((await learner.section(section.id)).body.data.video.id).toBe(draftVideo);
    expect(await t.ctx.storage.stat(approvedKey)).toBeNull();
  });
});
