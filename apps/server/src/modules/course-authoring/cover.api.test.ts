/**
 * A course's own cover: uploaded through the files pipeline (type `cover`: PNG, JPEG or WebP by content, at most
 * 5 MB), cropped to the card's 16:9, shown as the course's `thumbnail` wherever the course is; a built-in
 * thumbnail picked again replaces it. Learners of an approved course keep the approved cover until an edit is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createThumbnail, skillBody } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { PDF_ONE_PAGE, pathOf, solidPng, uploadAndRegister } from '../../../test/files.ts';
import { removeUnregisteredUploads } from '../files/index.ts';

let t: TestApp;
let tutor: CreatedUser;
let admin: CreatedUser;
let thumbnail: { id: number; url: string };

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  admin = await createUser(t.ctx, { role: 'admin' });
  thumbnail = await createThumbnail(t.ctx);
});

const api = '/api/v1';
const MB = 1024 * 1024;
const COVER = solidPng(640, 360);

async function uploadCover(token: string, bytes: Buffer = COVER): Promise<string> {
  const file = await uploadAndRegister(t, token, { type: 'cover', contentType: 'image/png', bytes });
  return file.key;
}
const createCourse = (token: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', `${api}/courses`, { token, body: skillBody(thumbnail.id, extra) });
const updateCourse = (token: string, id: number, extra: Record<string, unknown> = {}) =>
  t.call('PATCH', `${api}/courses/${id}`, { token, body: skillBody(thumbnail.id, extra) });
const coverUrl = (key: string) => `${api}/files/images/${key}`;

/** The bytes behind a cover URL (302 to a signed download), or the status when there are none. */
async function imageAt(url: string) {
  const res = await t.call('GET', url);
  if (res.status !== 302) return { status: res.status };
  const download = await t.call('GET', pathOf(res.headers.location as string));
  return { status: download.status, type: download.headers['content-type'] };
}

async function approve(courseId: number) {
  const chapter = await t.call('POST', `${api}/courses/${courseId}/chapters`, {
    token: tutor.token,
    body: { title: 'Start' },
  });
  await t.call('POST', `${api}/chapters/${chapter.body.data.id}/sections`, {
    token: tutor.token,
    body: { title: 'Welcome', type: 'text' },
  });
  await submitAndApprove(courseId);
}
async function submitAndApprove(courseId: number) {
  expect(
    (await t.call('POST', `${api}/courses/${courseId}/review-apply`, { token: tutor.token })).status,
  ).toBe(200);
  const approved = await t.call('POST', `${api}/admin/course-reviews/${courseId}/approve`, {
    token: admin.token,
  });
  expect(approved.status).toBe(200);
}

describe('uploading a cover', () => {
  const sign = (body: Record<string, unknown>) =>
    t.call('POST', `${api}/files/signed-url`, { token: tutor.token, body: { type: 'cover', ...body } });

  it('accepts PNG, JPEG and WebP only', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect((await sign({ content_type: type, size: 1000 })).status).toBe(200);
    }
    const pdf = await sign({ content_type: 'application/pdf', size: 1000 });
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors.content_type).toEqual(['This type of file is not allowed here.']);
  });

  it('refuses bytes that are not the image they claim to be, and removes them', async () => {
    const signed = await sign({ content_type: 'image/png', size: PDF_ONE_PAGE.length });
    const put = await t.call('PUT', pathOf(signed.body.data.url), {
      body: PDF_ONE_PAGE,
      headers: signed.body.data.headers,
    });
    expect(put.status).toBe(422);
    expect(put.body.success).toBe(false);
    expect(put.body.message).toBe("The file's content does not match its type.");
    const register = await t.call('POST', `${api}/files`, {
      token: tutor.token,
      body: { file: signed.body.data.key, type: 'cover' },
    });
    expect(register.status).toBe(422);
  });

  it('refuses more than 5 MB, declared or sent', async () => {
    const declared = await sign({ content_type: 'image/png', size: 5 * MB + 1 });
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe('The file is too large. The maximum is 5 MB.');

    const signed = await sign({ content_type: 'image/png' });
    const bytes = Buffer.concat([COVER, Buffer.alloc(5 * MB)]);
    const put = await t.call('PUT', pathOf(signed.body.data.url), {
      body: bytes,
      headers: signed.body.data.headers,
    });
    expect(put.status).toBe(413);
    expect(put.body.message).toBe('The file is too large. The maximum is 5 MB.');
  });
});

describe('a course with its own cover', () => {
  it('shows the cover as its thumbnail, in the Thai message too when it is not cropped to the card', async () => {
    const square = await uploadCover(tutor.token, solidPng(400, 400));
    const refused = await createCourse(tutor.token, { cover_file: square });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.cover_file).toEqual([
      "The cover must be cropped to the card's shape (16:9). Crop it and upload it again.",
    ]);
    const thai = await t.call('POST', `${api}/courses`, {
      token: tutor.token,
      body: skillBody(thumbnail.id, { cover_file: square }),
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body.errors.cover_file).toEqual([
      'ภาพปกต้องครอปให้เป็นสัดส่วนของการ์ด (16:9) กรุณาครอปแล้วอัปโหลดอีกครั้ง',
    ]);

    const tiny = await uploadCover(tutor.token, solidPng(160, 90));
    expect((await createCourse(tutor.token, { cover_file: tiny })).body.errors.cover_file).toEqual([
      'The cover is too small. It must be at least 320 pixels wide.',
    ]);

    const key = await uploadCover(tutor.token);
    const created = await createCourse(tutor.token, { cover_file: key });
    expect(created.status).toBe(200);
    expect(created.body.data.thumbnail).toBe(coverUrl(key));
    expect(created.body.data.own_cover).toBe(true);
    expect(created.body.data.thumbnail_id).toBe(thumbnail.id);
    expect(await imageAt(coverUrl(key))).toEqual({ status: 200, type: 'image/png' });

    // A save that leaves `cover_file` out keeps the cover.
    const kept = await updateCourse(tutor.token, created.body.data.id, { title: 'Renamed' });
    expect(kept.body.data.thumbnail).toBe(coverUrl(key));
  });

  it('is the author’s call alone', async () => {
    const course = (await createCourse(tutor.token)).body.data;
    const other = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const student = await createUser(t.ctx);
    const othersCover = await uploadCover(other.token);

    expect((await updateCourse(other.token, course.id, { cover_file: othersCover })).status).toBe(404);
    expect((await updateCourse(student.token, course.id, { cover_file: othersCover })).status).toBe(403);
    // Another tutor's upload, or one another course shows, is not the author's to use.
    const mine = await updateCourse(tutor.token, course.id, { cover_file: othersCover });
    expect(mine.status).toBe(422);
    expect(mine.body.errors.cover_file).toEqual(['The uploaded cover could not be found. Upload it again.']);
    const shown = await uploadCover(tutor.token);
    expect((await createCourse(tutor.token, { cover_file: shown })).status).toBe(200);
    expect((await updateCourse(tutor.token, course.id, { cover_file: shown })).status).toBe(422);
    expect((await updateCourse(tutor.token, course.id, { cover_file: 'cover/nothing.png' })).status).toBe(
      422,
    );
    // Nor can the cover a course shows be removed behind the course's back.
    const removed = await t.call('DELETE', `${api}/files/${shown}`, { token: tutor.token });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(
      'This cover is shown on a course. Choose another cover for the course first.',
    );
  });

  it('gives way to a built-in thumbnail picked again, and goes', async () => {
    const key = await uploadCover(tutor.token);
    const course = (await createCourse(tutor.token, { cover_file: key })).body.data;
    const another = await createThumbnail(t.ctx);

    const picked = await t.call('PATCH', `${api}/courses/${course.id}`, {
      token: tutor.token,
      body: skillBody(another.id, { cover_file: null }),
    });
    expect(picked.status).toBe(200);
    expect(picked.body.data.thumbnail).toBe(another.url);
    expect(picked.body.data.own_cover).toBe(false);
    expect((await imageAt(coverUrl(key))).status).toBe(404);

    const next = await uploadCover(tutor.token);
    expect((await updateCourse(tutor.token, course.id, { cover_file: next })).body.data.thumbnail).toBe(
      coverUrl(next),
    );
    expect((await t.call('DELETE', `${api}/courses/${course.id}`, { token: tutor.token })).status).toBe(200);
    expect((await imageAt(coverUrl(next))).status).toBe(404);
  });
});

describe('the cover of an approved course', () => {
  it('is shown in the catalogue, the public page and my courses; learners keep it until an edit is approved', async () => {
    const first = await uploadCover(tutor.token);
    const course = (await createCourse(tutor.token, { cover_file: first, is_free: true })).body.data;
    await approve(course.id);
    const student = await createUser(t.ctx);
    expect(
      (await t.call('POST', `${api}/courses/${course.id}/subscribe`, { token: student.token })).status,
    ).toBe(200);

    const listed = await t.call('GET', `${api}/courses?course_type=skill`, { token: student.token });
    expect(listed.body.data.find((c: { id: number }) => c.id === course.id).thumbnail).toBe(coverUrl(first));
    const publicPage = await t.call('GET', `${api}/public/courses/${course.id}`);
    expect(publicPage.body.data.thumbnail).toBe(coverUrl(first));

    const second = await uploadCover(tutor.token);
    const edited = await updateCourse(tutor.token, course.id, { cover_file: second, is_free: true });
    expect(edited.body.data.thumbnail).toBe(coverUrl(second));

    const learnerView = async () => ({
      details: (await t.call('GET', `${api}/courses/${course.id}`, { token: student.token })).body.data
        .thumbnail,
      mine: (await t.call('GET', `${api}/user/courses`, { token: student.token })).body.data.find(
        (c: { id: number }) => c.id === course.id,
      ).thumbnail,
    });
    expect(await learnerView()).toEqual({ details: coverUrl(first), mine: coverUrl(first) });
    expect((await imageAt(coverUrl(first))).status).toBe(200);

    await submitAndApprove(course.id);
    expect(await learnerView()).toEqual({ details: coverUrl(second), mine: coverUrl(second) });
    // The approved version alone showed the first cover: it went with the approval.
    expect((await imageAt(coverUrl(first))).status).toBe(404);
  });
});

describe('the clean-up of uploads', () => {
  it('removes a cover uploaded but not kept, and leaves the covers courses show', async () => {
    const shown = await uploadCover(tutor.token);
    const course = (await createCourse(tutor.token, { cover_file: shown })).body.data;
    const discarded = await uploadCover(tutor.token);

    // Everything uploaded until now counts as old enough.
    await removeUnregisteredUploads(t.ctx, 0);
    expect((await imageAt(coverUrl(discarded))).status).toBe(404);
    expect((await imageAt(coverUrl(shown))).status).toBe(200);
    expect(
      (await t.call('GET', `${api}/courses/${course.id}`, { token: tutor.token })).body.data.thumbnail,
    ).toBe(coverUrl(shown));
  });
});
