import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { createUser } from '../../../test/factories.ts';
import { pathOf } from '../../../test/files.ts';
import { type LoopbackS3, request, startLoopbackS3 } from '../../../test/s3-server.ts';
import { realVideo, transcodeWaitingVideos } from '../../../test/videos.ts';
import { courseSections } from '../../platform/db/schema/index.ts';

// With S3_BUCKET set, the transcode reads the upload from and stores its outputs in a real S3-compatible server on
// loopback; the playlists come from Kru, the segments and poster straight from the bucket through presigned URLs.
let s3: LoopbackS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLoopbackS3();
  t = await createTestApp({ config: { s3: s3.config } });
});
afterAll(async () => {
  await s3?.stop();
});

const api = '/api/v1';

describe('a video transcoded on S3', () => {
  it('is ready with a presigned poster, playlists from Kru and presigned segments', async () => {
    const tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const { sections } = await createCourseFixture(t.ctx, {
      tutorId: tutor.user.id,
      approvalState: 'draft',
      sections: [1],
    });
    const section = sections[0]!;
    await t.ctx.db.update(courseSections).set({ type: 'video' }).where(eq(courseSections.id, section.id));
    const bytes = realVideo(2, { width: 320, height: 240 });
    const url = `${api}/sections/${section.id}/videos`;
    const created = (await t.call('POST', `${url}?size=${bytes.length}`, { token: tutor.token })).body.data;
    expect(
      (await request('PUT', created.upload_link, { headers: created.upload_headers, body: bytes })).status,
    ).toBe(200);
    expect((await t.call('PATCH', url, { token: tutor.token })).status).toBe(200);
    expect(await transcodeWaitingVideos(t.ctx)).toBe(1);

    const video = (await t.call('GET', `${url}/checkout`, { token: tutor.token })).body.data;
    expect(video).toMatchObject({ upload_status: 'ready', duration_seconds: 2 });
    const poster = await request('GET', video.poster_link);
    expect(poster.status).toBe(200);
    expect(poster.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const master = await t.call('GET', pathOf(video.stream_link));
    expect(master.status).toBe(200);
    const variant = master.body.split('\n').find((line: string) => line.startsWith('240p.m3u8'));
    const playlistUrl = new URL(variant, `http://kru.test${pathOf(video.stream_link)}`);
    const playlist = await t.call('GET', playlistUrl.pathname + playlistUrl.search);
    expect(playlist.status).toBe(200);
    const segment = playlist.body.split('\n').find((line: string) => line.startsWith('http'));
    expect(segment).toContain('X-Amz-Signature');
    const fetched = await request('GET', segment);
    expect(fetched.status).toBe(200);
    expect(fetched.body[0]).toBe(0x47); // an MPEG-TS packet's sync byte
  });
});
