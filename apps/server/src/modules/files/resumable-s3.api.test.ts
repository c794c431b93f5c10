import fs from 'node:fs';
import path from 'node:path';
import { messagesEn as en } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { PDF_ONE_PAGE } from '../../../test/files.ts';
import { createResumable, patchChunk, tus } from '../../../test/resumable.ts';
import { type LoopbackS3, request, startLoopbackS3 } from '../../../test/s3-server.ts';
import { tinyMp4 } from '../../../test/videos.ts';
import { files } from '../../platform/db/schema/index.ts';
import { removeUnregisteredUploads } from './index.ts';

// Resumable uploads with S3_BUCKET set: the tus server passes each chunk on as an S3 multipart upload of the
// key itself (a real S3-compatible server on loopback), so the object is in place at the last byte.
let s3: LoopbackS3;
let t: TestApp;
let token: string;
beforeAll(async () => {
  s3 = await startLoopbackS3();
  t = await createTestApp({ config: { s3: s3.config } });
  ({ token } = await createUser(t.ctx));
});
afterAll(async () => {
  await s3?.stop();
});

const rowOf = async (key: string) => (await t.ctx.db.select().from(files).where(eq(files.key, key)))[0];
const videoOf = (size: number) => Buffer.concat([tinyMp4(4), Buffer.alloc(size - tinyMp4(4).length, 9)]);
/** Multipart uploads in progress, as s3rver keeps them. */
const openMultipartUploads = () => {
  const dir = path.join(s3.directory, s3.config.bucket, '._S3rver_uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

async function sign(type: string, contentType: string, size: number) {
  const res = await t.call('POST', '/api/v1/files/signed-url', {
    token,
    body: { type, content_type: contentType, size },
  });
  expect(res.status).toBe(200);
  return res.body.data as {
    key: string;
    resumable: { endpoint: string; ticket: string; chunk_size: number };
  };
}

describe('resumable uploads with S3 storage', () => {
  it('goes up in chunks as a multipart upload, resumes from HEAD, and lands under the key with its type', async () => {
    const bytes = videoOf(48 * 1024);
    const { key, resumable } = await sign('video', 'video/mp4', bytes.length);
    const { res, url } = await createResumable(t, token, resumable, bytes.length);
    expect(res.status).toBe(201);
    expect(openMultipartUploads()).toBeGreaterThan(0);

    const half = bytes.length / 2;
    expect((await patchChunk(t, token, resumable.ticket, url, 0, bytes.subarray(0, half))).status).toBe(204);
    const head = await tus(t, 'HEAD', url, { token, ticket: resumable.ticket });
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(s3.hasObject(key)).toBe(false);

    const rest = await patchChunk(t, token, resumable.ticket, url, half, bytes.subarray(half));
    expect(rest.status).toBe(204);
    expect(s3.hasObject(key)).toBe(true);
    // The store's bookkeeping object goes once the upload is complete.
    expect(s3.hasObject(`${key}.info`)).toBe(false);
    expect(s3.hasObject(`${key}.part`)).toBe(false);
    expect(await t.ctx.storage.stat(key)).toEqual({ size: bytes.length, contentType: 'video/mp4' });
    expect(await rowOf(key)).toMatchObject({ size: bytes.length });

    const registered = await t.call('POST', '/api/v1/files', { token, body: { file: key, type: 'video' } });
    expect(registered.status).toBe(200);
    expect((await request('GET', registered.body.data.url)).body).toEqual(bytes);
  });

  it('refuses a non-video at the last byte and removes the object', async () => {
    const { key, resumable } = await sign('video', 'video/mp4', PDF_ONE_PAGE.length);
    const { url } = await createResumable(t, token, resumable, PDF_ONE_PAGE.length);
    const res = await patchChunk(t, token, resumable.ticket, url, 0, PDF_ONE_PAGE);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(en.not_a_video);
    expect(s3.hasObject(key)).toBe(false);
  });

  it('an abandoned upload is aborted with its parts after 24 hours', async () => {
    const bytes = videoOf(16 * 1024);
    const { key, resumable } = await sign('video', 'video/mp4', bytes.length);
    const before = openMultipartUploads();
    const { url } = await createResumable(t, token, resumable, bytes.length);
    expect((await patchChunk(t, token, resumable.ticket, url, 0, bytes.subarray(0, 500))).status).toBe(204);
    expect(openMultipartUploads()).toBe(before + 1);

    await t.ctx.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(files.key, key));
    await removeUnregisteredUploads(t.ctx);
    expect(openMultipartUploads()).toBe(before);
    expect(s3.hasObject(`${key}.info`)).toBe(false);
    expect(s3.hasObject(`${key}.part`)).toBe(false);
    expect(await rowOf(key)).toBeUndefined();
  });
});
