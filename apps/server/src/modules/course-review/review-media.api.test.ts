import { courseReviewDetailSchema } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { PDF_ONE_PAGE, pathOf, uploadAndRegister } from '../../../test/files.ts';
import { makeQuizSection } from '../../../test/quizzes.ts';
import { realVideo, transcodeWaitingVideos } from '../../../test/videos.ts';
import { courseSections } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: CreatedUser;
let tutor: CreatedUser;
let student: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.ctx, { role: 'admin' });
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  student = await createUser(t.ctx);
});

const api = '/api/v1';

/** A draft with a video, a files and a quiz section, filled through the author's API, then submitted. */
async function submittedCourseWithMedia() {
  const fixture = await createCourseFixture(t.ctx, {
    tutorId: tutor.user.id,
    approvalState: 'draft',
    sections: [3],
  });
  const [video, files, quiz] = fixture.sections as [
    (typeof fixture.sections)[0],
    (typeof fixture.sections)[0],
    (typeof fixture.sections)[0],
  ];
  for (const [section, type] of [
    [video, 'video'],
    [files, 'files'],
    [quiz, 'quiz'],
  ] as const) {
    await t.ctx.db
      .update(courseSections)
      .set({ type, description: '' })
      .where(eq(courseSections.id, section.id));
  }
  const bytes = realVideo(4);
  const created = await t.call('POST', `${api}/sections/${video.id}/videos?size=${bytes.length}`, {
    token: tutor.token,
  });
  expect(created.status).toBe(200);
  const put = await t.call('PUT', pathOf(created.body.data.upload_link), {
    body: bytes,
    headers: created.body.data.upload_headers,
  });
  expect(put.status).toBe(200);
  expect((await t.call('PATCH', `${api}/sections/${video.id}/videos`, { token: tutor.token })).status).toBe(
    200,
  );
  await transcodeWaitingVideos(t.ctx);

  const file = await uploadAndRegister(
    t,
    tutor.token,
    { type: 'attachment', contentType: 'application/pdf', bytes: PDF_ONE_PAGE },
    { file_name: 'Worksheet.pdf' },
  );
  const attached = await t.call('POST', `${api}/sections/${files.id}/attachments`, {
    token: tutor.token,
    body: { file_id: file.id },
  });
  expect(attached.status).toBe(200);
  await makeQuizSection(t.ctx, quiz.id, [{ scores: [1, 0] }, { scores: [0.5, 0.5, 0] }]);

  const submitted = await t.call('POST', `${api}/courses/${fixture.course.id}/review-apply`, {
    token: tutor.token,
  });
  expect(submitted.status).toBe(200);
  return { course: fixture.course, video, files, quiz };
}

describe('the admin review gives what a learner would see', () => {
  it('answers the video’s play link, the files’ download links and every quiz question with its answers', async () => {
    const { course, video, files, quiz } = await submittedCourseWithMedia();
    const res = await t.call('GET', `${api}/admin/course-reviews/${course.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(courseReviewDetailSchema.parse(res.body.data)).toEqual(res.body.data);
    const byId = new Map(res.body.data.sections.map((section: { id: number }) => [section.id, section]));

    const played = byId.get(video.id) as { video: { link: string; upload_status: string } };
    expect(played.video).toMatchObject({ upload_status: 'ready', link: expect.any(String) });
    const stream = await t.call('GET', pathOf(played.video.link));
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('video/mp4');

    const attached = byId.get(files.id) as { attachments: Array<{ file_name: string; link: string }> };
    expect(attached.attachments).toEqual([
      { id: expect.any(Number), file_name: 'Worksheet.pdf', link: expect.any(String) },
    ]);
    const download = await t.call('GET', pathOf(attached.attachments[0]!.link));
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');

    const questions = (byId.get(quiz.id) as { questions: Array<{ options: Array<{ score: number }> }> })
      .questions;
    expect(questions).toHaveLength(2);
    expect(questions.map((question) => question.options.map((option) => option.score))).toEqual([
      [1, 0],
      [0.5, 0.5, 0],
    ]);
  });

  it('gives none of it to the author or a learner (403), nor to a caller signed out (401)', async () => {
    const { course } = await submittedCourseWithMedia();
    for (const token of [tutor.token, student.token]) {
      const res = await t.call('GET', `${api}/admin/course-reviews/${course.id}`, { token });
      expect(res.status).toBe(403);
      expect(res.body.data).toBeUndefined();
    }
    expect((await t.call('GET', `${api}/admin/course-reviews/${course.id}`)).status).toBe(401);
  });
});
