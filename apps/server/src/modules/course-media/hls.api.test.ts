import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { pathOf } from '../../../test/files.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { realVideo, transcodeWaitingVideos } from '../../../test/videos.ts';
import { courseSections, courses, sectionVideos } from '../../platform/db/schema/index.ts';
import { hlsKey, posterKey } from '../../platform/video/hls-storage.ts';

let t: TestApp;
let tutor: CreatedUser;
let student: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  student = await createUser(t.ctx);
});

const api = '/api/v1';

/** An approved course of video sections (`count` of them), each with a transcoded `video`. */
async function transcodedCourse(video: Buffer, count = 1, subdomainIds: number[] = []) {
  const fixture = await createCourseFixture(t.ctx, {
    tutorId: tutor.user.id,
    approvalState: 'draft',
    sections: [count],
    subdomainIds,
  });
  for (const section of fixture.sections) {
    await t.ctx.db.update(courseSections).set({ type: 'video' }).where(eq(courseSections.id, section.id));
    const url = `${api}/sections/${section.id}/videos`;
    const created = await t.call('POST', `${url}?size=${video.length}`, { token: tutor.token });
    const { upload_link, upload_headers } = created.body.data;
    expect((await t.call('PUT', pathOf(upload_link), { body: video, headers: upload_headers })).status).toBe(
      200,
    );
    expect((await t.call('PATCH', url, { token: tutor.token })).status).toBe(200);
  }
  await transcodeWaitingVideos(t.ctx);
  await t.ctx.db.update(courses).set({ approvalState: 'approved' }).where(eq(courses.id, fixture.course.id));
  return fixture;
}

const checkout = (sectionId: number, token: string, headers: Record<string, string> = {}) =>
  t.call('GET', `${api}/sections/${sectionId}/videos/checkout`, { token, headers });

/** The playlist's URIs, resolved against its own URL as a player does. */
function urisOf(playlist: string, base: string): string[] {
  return playlist
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => pathOf(new URL(line, `http://kru.test${base}`).toString()));
}

describe('transcoding a video to HLS', () => {
  it('makes 360p and the source’s own 480p (never upscaled), a poster and the duration', async () => {
    const { course, sections } = await transcodedCourse(realVideo(3, { width: 640, height: 480 }));
    const video = (await checkout(sections[0]!.id, student.token)).body.data;
    expect(video).toMatchObject({ upload_status: 'ready', duration_seconds: 3, progress_percent: 100 });
    const [row] = await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.id, video.id));
    expect(row!.renditions!.map((r) => [r.width, r.height])).toEqual([
      [480, 360],
      [640, 480],
    ]);

    const poster = await t.call('GET', pathOf(video.poster_link));
    expect(poster.status).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    const master = await t.call('GET', pathOf(video.stream_link));
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    expect(master.body).toContain('RESOLUTION=480x360');
    expect(master.body).toContain('RESOLUTION=640x480');
    const variants = urisOf(master.body, pathOf(video.stream_link));
    expect(variants).toHaveLength(2);
    for (const variant of variants) {
      const playlist = await t.call('GET', variant);
      expect(playlist.status).toBe(200);
      expect(playlist.body).toContain('#EXT-X-ENDLIST');
      const [segment] = urisOf(playlist.body, variant);
      const bytes = await t.call('GET', segment!);
      expect(bytes.status).toBe(200);
      expect(bytes.headers['content-type']).toBe('video/mp2t');
    }

    // Deleting the video deletes what its transcode stored.
    const keys = [
      posterKey(row!.hlsPrefix!),
      hlsKey(`${row!.hlsPrefix}_360p.m3u8`),
      hlsKey(`${row!.hlsPrefix}_480p_0000.ts`),
    ];
    for (const key of keys) expect(await t.ctx.storage.stat(key)).not.toBeNull();
    await t.ctx.db.update(courses).set({ approvalState: 'draft' }).where(eq(courses.id, course.id));
    expect(
      (await t.call('DELETE', `${api}/sections/${sections[0]!.id}/videos`, { token: tutor.token })).status,
    ).toBe(200);
    for (const key of keys) expect(await t.ctx.storage.stat(key)).toBeNull();
  });

  it('accepts what ffmpeg reads (QuickTime) and fails what it cannot with a reason', async () => {
    const { sections } = await transcodedCourse(realVideo(1, { width: 320, height: 240, format: 'mov' }));
    expect((await checkout(sections[0]!.id, tutor.token)).body.data).toMatchObject({
      upload_status: 'ready',
      duration_seconds: 1,
    });
    const text = await transcodedCourse(Buffer.concat([realVideo(1).subarray(0, 64), Buffer.alloc(4096, 7)]));
    expect((await checkout(text.sections[0]!.id, tutor.token)).body.data).toMatchObject({
      upload_status: 'failed',
      failure: 'unreadable',
    });
  });
  it('goes with its section: the renditions and the poster too', async () => {
    const { course, sections } = await transcodedCourse(realVideo(1, { width: 320, height: 240 }));
    const [row] = await t.ctx.db
      .select()
      .from(sectionVideos)
      .where(eq(sectionVideos.sectionId, sections[0]!.id));
    const keys = [
      posterKey(row!.hlsPrefix!),
      hlsKey(`${row!.hlsPrefix}_240p.m3u8`),
      hlsKey(`${row!.hlsPrefix}_240p_0000.ts`),
    ];
    for (const key of keys) expect(await t.ctx.storage.stat(key)).not.toBeNull();
    await t.ctx.db.update(courses).set({ approvalState: 'draft' }).where(eq(courses.id, course.id));
    expect(
      (await t.call('DELETE', `${api}/sections/${sections[0]!.id}`, { token: tutor.token })).status,
    ).toBe(200);
    for (const key of keys) expect(await t.ctx.storage.stat(key)).toBeNull();
  });
});

describe('who gets the stream', () => {
  it('refuses a learner beyond the trial (no URL), another tenant, and a forged or altered link', async () => {
    const tenant = await createTenant(t.ctx);
    const { sections } = await transcodedCourse(realVideo(1, { width: 320, height: 240 }), 4, [tenant.id]);
    const learner = await createUser(t.ctx, { subdomainId: tenant.id });
    const open = await checkout(sections[0]!.id, learner.token, onTenant(tenant));
    expect(open.status).toBe(200);
    expect(open.body.data.stream_link).toEqual(expect.any(String));

    const locked = await checkout(sections[3]!.id, learner.token, onTenant(tenant));
    expect(locked.status).toBe(403);
    expect(locked.body.data).toBeUndefined();
    const other = await createTenant(t.ctx);
    const stranger = await createUser(t.ctx, { subdomainId: other.id });
    expect((await checkout(sections[0]!.id, stranger.token, onTenant(other))).status).toBe(404);

    const link = pathOf(open.body.data.stream_link);
    expect((await t.call('GET', link)).status).toBe(200);
    const lockedId = (
      await t.ctx.db.select().from(sectionVideos).where(eq(sectionVideos.sectionId, sections[3]!.id))
    )[0]!.id;
    // The grant of one video opens no other.
    expect(
      (await t.call('GET', link.replace(`/videos/${open.body.data.id}/`, `/videos/${lockedId}/`))).status,
    ).toBe(403);
    expect((await t.call('GET', link.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(403);
    expect((await t.call('GET', link.replace(/expires=\d+/, 'expires=1'))).status).toBe(403);
    expect((await t.call('GET', link.replace('master.m3u8', '..%2Fsecret.ts'))).status).toBe(404);
  });
});
