import { messagesEn as en, sectionVideoSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { courseRow, createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { PDF_ONE_PAGE, pathOf } from '../../../test/files.ts';
import { realVideo, tinyMp4, transcodeWaitingVideos } from '../../../test/videos.ts';
import { courseSections, courses, files, sectionVideos } from '../../platform/db/schema/index.ts';

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

/** A course of the tutor whose sections are all video sections. */
async function videoCourse(approvalState: State = 'draft', sections = [1]) {
  const fixture = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, approvalState, sections });
  for (const section of fixture.sections) {
    await t.ctx.db.update(courseSections).set({ type: 'video' }).where(eq(courseSections.id, section.id));
  }
  return { ...fixture, section: fixture.sections[0]! };
}

const videosOf = (sectionId: number) => `${api}/sections/${sectionId}/videos`;
const create = (sectionId: number, size: number, token = tutor.token, type = 'video/mp4') =>
  t.call('POST', `${videosOf(sectionId)}?size=${size}&content_type=${encodeURIComponent(type)}`, { token });
const submit = (sectionId: number, token = tutor.token) => t.call('PATCH', videosOf(sectionId), { token });
const checkout = (sectionId: number, token: string) =>
  t.call('GET', `${videosOf(sectionId)}/checkout`, { token });
const put = (video: { upload_link: string; upload_headers: Record<string, string> }, bytes: Buffer) =>
  t.call('PUT', pathOf(video.upload_link), { body: bytes, headers: video.upload_headers });

/** Creates, uploads and submits a video; answers the submitted video. */
async function uploadVideo(sectionId: number, bytes = tinyMp4(), type = 'video/mp4') {
  const created = await create(sectionId, bytes.length, tutor.token, type);
  expect(created.status).toBe(200);
  expect((await put(created.body.data, bytes)).status).toBe(200);
  const submitted = await submit(sectionId);
  expect(submitted.status).toBe(200);
  return submitted.body.data;
}

describe('creating and submitting a section video', () => {
  it('signs an upload, checks it on submit, and the job makes it ready with its duration', async () => {
    const { section } = await videoCourse();
    const bytes = realVideo(3);
    const created = await create(section.id, bytes.length);
    expect(created.status).toBe(200);
    expect(sectionVideoSchema.parse(created.body.data)).toEqual(created.body.data);
    expect(created.body.data).toMatchObject({ upload_status: 'uploading', link: null });
    expect(created.body.data.upload_link).toEqual(expect.any(String));
    expect((await put(created.body.data, bytes)).status).toBe(200);

    const submitted = await submit(section.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ upload_status: 'processing', upload_link: null, link: null });
    const processing = await checkout(section.id, tutor.token);
    expect(processing.body.data.upload_status).toBe('processing');

    expect(await transcodeWaitingVideos(t.ctx)).toBeGreaterThanOrEqual(1);
    const ready = await checkout(section.id, tutor.token);
    expect(ready.body.data).toMatchObject({
      upload_status: 'ready',
      duration_seconds: 3,
      progress_percent: 100,
    });
    const played = await t.call('GET', pathOf(ready.body.data.link));
    expect(played.status).toBe(200);
    const view = await t.call('GET', `${api}/sections/${section.id}`, { token: tutor.token });
    expect(view.body.data.video).toMatchObject({ id: created.body.data.id, upload_status: 'ready' });
  });

  it.each([
    ['mov', 'video/quicktime'],
    ['webm', 'video/webm'],
    ['mkv', 'video/x-matroska'],
  ])('accepts a %s (%s) and transcodes it to renditions', async (format, type) => {
    const { section } = await videoCourse();
    const submitted = await uploadVideo(section.id, realVideo(2, { format }), type);
    expect(submitted.upload_status).toBe('processing');
    await transcodeWaitingVideos(t.ctx);
    const [row] = await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.sectionId, section.id));
    expect(row).toMatchObject({ uploadStatus: 'ready', durationSeconds: 2, failureReason: null });
    expect(row!.fileKey.endsWith(`.${format}`)).toBe(true);
    expect(row!.renditions?.map((rendition) => rendition.height)).toEqual([360, 480]);
    const ready = (await checkout(section.id, tutor.token)).body.data;
    expect(ready.stream_link).toEqual(expect.any(String));
    const playlist = await t.call('GET', pathOf(ready.stream_link));
    expect(playlist.status).toBe(200);
    expect(playlist.body).toContain('RESOLUTION=640x480');
  });

  it('refuses a type that is not a video before any upload, saying what to choose', async () => {
    const { section } = await videoCourse();
    const res = await create(section.id, PDF_ONE_PAGE.length, tutor.token, 'application/pdf');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(en.not_a_video);
    expect(
      await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.sectionId, section.id)),
    ).toEqual([]);
  });

  it('refuses a PDF declared as an MKV: the upload is refused as not a video', async () => {
    const { section } = await videoCourse();
    const created = await create(section.id, PDF_ONE_PAGE.length, tutor.token, 'video/x-matroska');
    expect(created.status).toBe(200);
    const put = await t.call('PUT', pathOf(created.body.data.upload_link), {
      body: PDF_ONE_PAGE,
      headers: created.body.data.upload_headers,
    });
    expect(put.status).toBe(422);
    expect(put.body.message).toBe(en.not_a_video);
  });

  it('refuses a video over 1 GB with 413 and the maximum', async () => {
    const { section } = await videoCourse();
    const res = await create(section.id, 1024 * 1024 * 1024 + 1);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(en.file_too_large.replace('{{max}}', '1 GB'));
    expect(
      await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.sectionId, section.id)),
    ).toEqual([]);
  });

  it('refuses bytes that are not a video: the upload is removed and submitting answers 422', async () => {
    const { section } = await videoCourse();
    const created = await create(section.id, PDF_ONE_PAGE.length);
    expect((await put(created.body.data, PDF_ONE_PAGE)).status).toBe(422);
    const res = await submit(section.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(en.upload_missing);
    expect((await checkout(section.id, tutor.token)).body.data.upload_status).toBe('uploading');
  });

  it('marks a video whose header is not a video failed', async () => {
    const { section } = await videoCourse();
    await uploadVideo(section.id);
    const [row] = await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.sectionId, section.id));
    await t.ctx.storage.delete(row!.fileKey);
    await transcodeWaitingVideos(t.ctx);
    expect((await checkout(section.id, tutor.token)).body.data).toMatchObject({
      upload_status: 'failed',
      link: null,
    });
  });

  it('fails crafted headers (huge duration, zero timescale, truncated), each on its own; the next is ready', async () => {
    const crafted = [
      tinyMp4(0, { timescale: 1, duration: 0xffffffff }),
      tinyMp4(3, { timescale: 0, duration: 3000 }),
      realVideo(2).subarray(0, Math.floor(realVideo(2).length / 2)),
    ];
    const sections: number[] = [];
    for (const bytes of crafted) {
      const { section } = await videoCourse();
      await uploadVideo(section.id, bytes);
      sections.push(section.id);
    }
    const later = await videoCourse();
    await uploadVideo(later.section.id, realVideo(2));

    expect(await transcodeWaitingVideos(t.ctx)).toBeGreaterThanOrEqual(4);
    for (const sectionId of sections) {
      const failed = (await checkout(sectionId, tutor.token)).body.data;
      expect(failed).toMatchObject({ upload_status: 'failed', link: null, stream_link: null });
      expect(failed.failure).toEqual(expect.any(String));
    }
    expect((await checkout(later.section.id, tutor.token)).body.data).toMatchObject({
      upload_status: 'ready',
      duration_seconds: 2,
    });
  });

  it('submits once only (409); a section without a video is a 404', async () => {
    const { section } = await videoCourse();
    expect((await submit(section.id)).status).toBe(404);
    await uploadVideo(section.id);
    const again = await submit(section.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(en.video_not_uploading);
  });

  it('keeps one video per section: a new upload replaces the old one and its file', async () => {
    const { section } = await videoCourse();
    const first = await uploadVideo(section.id);
    const [old] = await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.id, first.id));
    const second = await create(section.id, tinyMp4().length);
    expect(second.status).toBe(200);
    const rows = await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.sectionId, section.id));
    expect(rows.map((row) => row.id)).toEqual([second.body.data.id]);
    expect(await t.ctx.db.select().from(files).where(eq(files.key, old!.fileKey))).toEqual([]);
  });

  it('allows video sections only (409)', async () => {
    const { section } = await videoCourse();
    await t.ctx.db.update(courseSections).set({ type: 'text' }).where(eq(courseSections.id, section.id));
    const res = await create(section.id, 100);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en.video_section_only);
  });

  it('follows the edit rules: author only, 409 while pending, approved goes back to draft', async () => {
    const { section } = await videoCourse();
    expect((await create(section.id, 100, student.token)).status).toBe(403);
    expect((await create(section.id, 100, otherTutor.token)).status).toBe(404);
    expect((await submit(section.id, otherTutor.token)).status).toBe(404);
    const pending = await videoCourse('pending');
    const refused = await create(pending.section.id, 100);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(en.course_under_review);
    const approved = await videoCourse('approved');
    expect((await create(approved.section.id, 100)).status).toBe(200);
    expect((await courseRow(t.ctx, approved.course.id))?.approvalState).toBe('draft');
  });
});

describe('deleting and viewing a section video', () => {
  it('deletes the video, its file and bytes; another tutor is a 404, pending a 409', async () => {
    const { course, section } = await videoCourse();
    await uploadVideo(section.id);
    const [row] = await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.sectionId, section.id));
    expect((await t.call('DELETE', videosOf(section.id), { token: otherTutor.token })).status).toBe(404);
    await t.ctx.db.update(courses).set({ approvalState: 'pending' }).where(eq(courses.id, course.id));
    expect((await t.call('DELETE', videosOf(section.id), { token: tutor.token })).status).toBe(409);
    await t.ctx.db.update(courses).set({ approvalState: 'draft' }).where(eq(courses.id, course.id));
    expect((await t.call('DELETE', videosOf(section.id), { token: tutor.token })).status).toBe(200);
    expect(await t.ctx.storage.stat(row!.fileKey)).toBeNull();
    expect((await checkout(section.id, tutor.token)).body.data).toBeNull();
    expect((await t.call('DELETE', videosOf(section.id), { token: tutor.token })).status).toBe(404);
  });

  it('gives a learner the play link once ready, and hides it beyond the trial (403)', async () => {
    const { course, sections } = await videoCourse('approved', [4]);
    for (const section of [sections[0]!, sections[3]!]) await uploadVideo(section.id, realVideo(1));
    // Uploading put the course back to draft: approve it again.
    await t.ctx.db.update(courses).set({ approvalState: 'approved' }).where(eq(courses.id, course.id));
    await transcodeWaitingVideos(t.ctx);
    const open = await checkout(sections[0]!.id, student.token);
    expect(open.status).toBe(200);
    expect(open.body.data.link).toEqual(expect.any(String));
    const locked = await checkout(sections[3]!.id, student.token);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(en.trial_ended);
    expect((await t.call('GET', `${api}/sections/${sections[3]!.id}`, { token: student.token })).status).toBe(
      403,
    );
  });

  it('is a 404 for a course the caller may not see', async () => {
    const { section } = await videoCourse('draft');
    expect((await checkout(section.id, student.token)).status).toBe(404);
    expect((await checkout(section.id, otherTutor.token)).status).toBe(404);
  });

  it('goes with its section: the video, its file and bytes', async () => {
    const { section } = await videoCourse();
    await uploadVideo(section.id);
    const [row] = await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.sectionId, section.id));
    expect((await t.call('DELETE', `${api}/sections/${section.id}`, { token: tutor.token })).status).toBe(
      200,
    );
    expect(await t.ctx.db.select().from(files).where(eq(files.key, row!.fileKey))).toEqual([]);
    expect(await t.ctx.storage.stat(row!.fileKey)).toBeNull();
  });
});
