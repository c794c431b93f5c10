import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { pathOf } from '../../../test/files.ts';
import { realVideo, tinyMp4 } from '../../../test/videos.ts';
import { courseSections, sectionVideos } from '../../platform/db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { sweepStrandedVideos, transcodeVideo, VIDEO_QUEUE } from './index.ts';

/** The jobs the app sends, recorded (the test runs the transcode itself). */
const sent: Array<{ name: string; data: object }> = [];
const jobs: JobQueue = {
  send: async (_q, name, data) => {
    sent.push({ name, data });
  },
  sendMany: async (_q, name, data) => {
    for (const item of data) sent.push({ name, data: item });
  },
  wake: () => {},
};

let t: TestApp;
let tutor: CreatedUser;

beforeAll(async () => {
  t = await createTestApp({ context: { jobs } });
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
});

beforeEach(() => {
  sent.length = 0;
});

const HOUR = 3600 * 1000;
const MINUTE = 60 * 1000;

/** A submitted (`processing`) video on a fresh video section; answers its id. */
async function processingVideo(bytes = tinyMp4()): Promise<number> {
  const { sections } = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, sections: [1] });
  const sectionId = sections[0]!.id;
  await t.ctx.db.update(courseSections).set({ type: 'video' }).where(eq(courseSections.id, sectionId));
  const videos = `/api/v1/sections/${sectionId}/videos`;
  const created = await t.call('POST', `${videos}?size=${bytes.length}&content_type=video/mp4`, {
    token: tutor.token,
  });
  const { upload_link, upload_headers } = created.body.data;
  expect((await t.call('PUT', pathOf(upload_link), { body: bytes, headers: upload_headers })).status).toBe(
    200,
  );
  const submitted = await t.call('PATCH', videos, { token: tutor.token });
  expect(submitted.body.data.upload_status).toBe('processing');
  return submitted.body.data.id;
}

/** As a runner that died leaves it: claimed `ago` ms back, after `attempts` transcodes began. */
async function strand(id: number, ago: number, { duration = null as number | null, attempts = 1 } = {}) {
  await t.ctx.db
    .update(sectionVideos)
    .set({
      transcodeStartedAt: new Date(Date.now() - ago),
      transcodeAttempts: attempts,
      durationSeconds: duration,
      progressPercent: 40,
    })
    .where(eq(sectionVideos.id, id));
}

const rowOf = async (id: number) =>
  (await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.id, id)))[0]!;

describe('the stranded-video sweep', () => {
  it('queues a video whose transcode lost its runner again, and the next job makes it ready', async () => {
    const id = await processingVideo(realVideo(2));
    await strand(id, 2 * HOUR, { duration: 2 });
    sent.length = 0;

    expect(await sweepStrandedVideos(t.ctx)).toBe(1);
    expect(await rowOf(id)).toMatchObject({
      uploadStatus: 'processing',
      transcodeStartedAt: null,
      progressPercent: 0,
    });
    expect(sent).toEqual([{ name: VIDEO_QUEUE.name, data: { id } }]);

    await transcodeVideo(t.ctx, id, { final: false });
    expect(await rowOf(id)).toMatchObject({
      uploadStatus: 'ready',
      durationSeconds: 2,
      transcodeAttempts: 2,
    });
    expect(await sweepStrandedVideos(t.ctx)).toBe(0);
  });

  it('waits for a bound proportional to the duration, or for the work around it when none is known', async () => {
    // A two-hour video may take 120 s + 10 s a second of video (20 h 2 min) plus half an hour around it.
    const long = await processingVideo();
    await strand(long, 20 * HOUR, { duration: 7200 });
    const longer = await processingVideo();
    await strand(longer, 21 * HOUR, { duration: 7200 });
    // Not probed yet: half an hour.
    const fresh = await processingVideo();
    await strand(fresh, 20 * MINUTE);
    const unprobed = await processingVideo();
    await strand(unprobed, 40 * MINUTE);
    // Waiting for its first transcode: no claim to go stale.
    const waiting = await processingVideo();
    sent.length = 0;

    expect(await sweepStrandedVideos(t.ctx)).toBe(2);
    expect((await rowOf(long)).transcodeStartedAt).not.toBeNull();
    expect((await rowOf(fresh)).transcodeStartedAt).not.toBeNull();
    expect((await rowOf(longer)).transcodeStartedAt).toBeNull();
    expect((await rowOf(unprobed)).transcodeStartedAt).toBeNull();
    expect(await rowOf(waiting)).toMatchObject({ uploadStatus: 'processing', transcodeStartedAt: null });
    expect(sent.map((job) => job.data)).toEqual(expect.arrayContaining([{ id: longer }, { id: unprobed }]));
    expect(sent).toHaveLength(2);
  });

  it('fails a video whose attempts are spent, with a reason the author is shown', async () => {
    const id = await processingVideo();
    await strand(id, 3 * HOUR, { duration: 3, attempts: VIDEO_QUEUE.retryLimit + 1 });
    sent.length = 0;

    expect(await sweepStrandedVideos(t.ctx)).toBe(1);
    expect(sent).toEqual([]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ uploadStatus: 'failed', transcodeStartedAt: null });
    expect(row.failureReason).toMatch(/^timed_out: /);
    const sectionId = row.sectionId;
    const seen = await t.call('GET', `/api/v1/sections/${sectionId}/videos/checkout`, { token: tutor.token });
    expect(seen.body.data).toMatchObject({ upload_status: 'failed', failure: 'timed_out' });
  });

  it('settles each video once when two instances sweep at the same time, and again changes nothing', async () => {
    const ids = [await processingVideo(), await processingVideo(), await processingVideo()];
    for (const id of ids) await strand(id, 2 * HOUR);
    sent.length = 0;
    const other = await t.anotherInstance();

    const [here, there] = await Promise.all([sweepStrandedVideos(t.ctx), sweepStrandedVideos(other.ctx)]);
    expect(here + there).toBe(3);
    expect(sent.map((job) => job.data)).toEqual(expect.arrayContaining(ids.map((id) => ({ id }))));
    expect(sent).toHaveLength(3);
    expect(await sweepStrandedVideos(t.ctx)).toBe(0);
    expect(sent).toHaveLength(3);
  });
});
