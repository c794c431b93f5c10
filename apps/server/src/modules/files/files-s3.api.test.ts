import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { JPEG_16X16, PDF_ONE_PAGE, PNG_1X1 } from '../../../test/files.ts';
import { type LoopbackS3, request, startLoopbackS3 } from '../../../test/s3-server.ts';
import { files, users } from '../../platform/db/schema/index.ts';
import { removeUnregisteredUploads } from './index.ts';

// The whole file pipeline with S3_BUCKET set: the app signs URLs of a real S3-compatible server on loopback,
// the test PUTs and GETs over real HTTP like a browser would, and the app checks the objects at registration.
let s3: LoopbackS3;
let t: TestApp;
let admin: S3Client;
beforeAll(async () => {
  s3 = await startLoopbackS3();
  t = await createTestApp({ config: { s3: s3.config } });
  const { accessKeyId = '', secretAccessKey = '' } = s3.config;
  admin = new S3Client({
    region: s3.config.region,
    endpoint: s3.config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
  });
});
afterAll(async () => {
  admin?.destroy();
  await s3?.stop();
});

const MB = 1024 * 1024;
const rowOf = async (key: string) => (await t.ctx.db.select().from(files).where(eq(files.key, key)))[0];
const avatarOf = async (userId: number) =>
  (await t.ctx.db.select({ id: users.avatarFileId }).from(users).where(eq(users.id, userId)))[0]?.id;

interface Signed {
  url: string;
  headers: Record<string, string>;
  key: string;
}

async function sign(token: string, type: string, contentType: string, size: number): Promise<Signed> {
  const res = await t.call('POST', '/api/v1/files/signed-url', {
    token,
    body: { type, content_type: contentType, size },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** PUTs straight to the bucket with the signed headers, the way the web app does. */
const put = (signed: Signed, body: Buffer, headers = signed.headers) =>
  request('PUT', signed.url, { headers, body });

const register = (token: string, key: string, type: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/v1/files', { token, body: { file: key, type, ...extra } });

async function uploadAndRegister(
  token: string,
  type: string,
  contentType: string,
  bytes: Buffer,
  extra: Record<string, unknown> = {},
) {
  const signed = await sign(token, type, contentType, bytes.length);
  expect((await put(signed, bytes)).status).toBe(200);
  const res = await register(token, signed.key, type, extra);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('the avatar pipeline with S3 storage', () => {
  it('signs a bucket URL, and registering the PUT object makes it the profile photo', async () => {
    const { user, token } = await createUser(t.ctx);
    const signed = await sign(token, 'avatar', 'image/png', PNG_1X1.length);
    expect(signed.key).toMatch(/^avatar\/[A-Za-z0-9_-]{22}\.png$/);
    expect(signed.url.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/${signed.key}?`)).toBe(true);
    expect(signed.headers).toEqual({
      'Content-Type': 'image/png',
      'Content-Length': String(PNG_1X1.length),
      'If-None-Match': '*',
    });

    const res = await put(signed, PNG_1X1);
    expect(res.status).toBe(200);
    expect(s3.hasObject(signed.key)).toBe(true);
    // The bytes never came through the app: nothing is recorded before registration.
    expect(await rowOf(signed.key)).toMatchObject({ ownerId: user.id, uploadedAt: null, registeredAt: null });

    const registered = await register(token, signed.key, 'avatar', { file_name: 'me.png' });
    expect(registered.status).toBe(200);
    const row = await rowOf(signed.key);
    expect(registered.body.data).toMatchObject({
      id: row!.id,
      key: signed.key,
      type: 'avatar',
      file_name: 'me.png',
      content_type: 'image/png',
      size: PNG_1X1.length,
    });
    expect(row?.uploadedAt).toBeInstanceOf(Date);
    expect(row?.registeredAt).toBeInstanceOf(Date);
    expect(await avatarOf(user.id)).toBe(row!.id);

    const url: string = registered.body.data.url;
    expect(url.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/${signed.key}?`)).toBe(true);
    const download = await request('GET', url);
    expect(download.status).toBe(200);
    expect(download.body).toEqual(PNG_1X1);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^inline; filename="me.png"/);

    const again = await register(token, signed.key, 'avatar');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(registered.body);

    // The profile's avatar is a presigned bucket URL too.
    const profile = await t.call('GET', '/api/v1/user', { token });
    expect(profile.status).toBe(200);
    expect((await request('GET', profile.body.data.avatar)).body).toEqual(PNG_1X1);
  });

  it('replacing the avatar removes the old object', async () => {
    const { user, token } = await createUser(t.ctx);
    const first = await uploadAndRegister(token, 'avatar', 'image/png', PNG_1X1);
    const second = await uploadAndRegister(token, 'avatar', 'image/jpeg', JPEG_16X16);
    expect(await avatarOf(user.id)).toBe(second.id);
    expect(await rowOf(first.key)).toBeUndefined();
    await expect.poll(() => s3.hasObject(first.key)).toBe(false);
    expect(s3.hasObject(second.key)).toBe(true);
    expect((await request('GET', first.url)).status).toBe(404);
  });

  it('has no local upload or download endpoints', async () => {
    const { token } = await createUser(t.ctx);
    const { key } = await sign(token, 'avatar', 'image/png', PNG_1X1.length);
    const res = await t.call('PUT', `/api/v1/files/upload/${key}`, {
      body: PNG_1X1,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.status).toBe(404);
    expect((await t.call('GET', `/api/v1/files/download/${key}`)).status).toBe(404);
  });
});

describe('POST /files/signed-url with S3 storage', () => {
  it('requires the size, since the URL must bind it', async () => {
    const { user, token } = await createUser(t.ctx);
    const res = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'avatar', content_type: 'image/png' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.errors).toEqual({ size: ['The size of the file is required to upload it.'] });
    const thai = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'avatar', content_type: 'image/png' },
      headers: { 'accept-language': 'th' },
    });
    expect(thai.body.errors.size).toEqual(['ต้องระบุขนาดของไฟล์เพื่ออัปโหลด']);
    expect(await t.ctx.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
  });

  it('answers 413 for a declared size over the kind maximum, signing nothing', async () => {
    const { user, token } = await createUser(t.ctx);
    for (const [type, contentType, size, max] of [
      ['avatar', 'image/png', 10 * MB + 1, '10 MB'],
      ['attachment', 'application/pdf', 100 * MB + 1, '100 MB'],
      ['video', 'video/mp4', 1024 * MB + 1, '1 GB'],
    ] as const) {
      const res = await t.call('POST', '/api/v1/files/signed-url', {
        token,
        body: { type, content_type: contentType, size },
      });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: `The file is too large. The maximum is ${max}.`,
      });
    }
    expect(await t.ctx.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
  });

  it('refuses a content type the kind does not accept', async () => {
    const { token } = await createUser(t.ctx);
    const res = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'avatar', content_type: 'image/gif', size: 100 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ content_type: ['This type of file is not allowed here.'] });
  });
});

describe('the S3 server holds the client to the signed URL', () => {
  it('refuses another Content-Type or size than signed; nothing is stored to register', async () => {
    const { token } = await createUser(t.ctx);
    const signed = await sign(token, 'avatar', 'image/png', PNG_1X1.length);
    const bigger = Buffer.concat([PNG_1X1, Buffer.alloc(1024)]);
    for (const [body, headers] of [
      [
        JPEG_16X16,
        { ...signed.headers, 'Content-Type': 'image/jpeg', 'Content-Length': String(JPEG_16X16.length) },
      ],
      [PNG_1X1, { ...signed.headers, 'Content-Type': 'text/html' }],
      [bigger, { ...signed.headers, 'Content-Length': String(bigger.length) }],
    ] as const) {
      const res = await put(signed, body, headers);
      expect(res.status).toBe(403);
      expect(res.body.toString()).toContain('SignatureDoesNotMatch');
    }
    expect(s3.hasObject(signed.key)).toBe(false);
    const res = await register(token, signed.key, 'avatar');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ['The upload was not found. Please upload the file again.'] });
    expect((await rowOf(signed.key))?.registeredAt).toBeNull();
  });
});

describe('POST /files checks the object with S3 storage', () => {
  it('refuses text PUT as a PNG at registration and deletes the object', async () => {
    const { user, token } = await createUser(t.ctx);
    const text = Buffer.from('definitely not an image');
    const signed = await sign(token, 'avatar', 'image/png', text.length);
    // The bucket cannot look inside: with the signed type and size, it takes the bytes.
    expect((await put(signed, text)).status).toBe(200);
    expect(s3.hasObject(signed.key)).toBe(true);

    const res = await register(token, signed.key, 'avatar');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ["The file's content does not match its type."] });
    expect(s3.hasObject(signed.key)).toBe(false);
    expect(await rowOf(signed.key)).toMatchObject({ uploadedAt: null, registeredAt: null });
    expect(await avatarOf(user.id)).toBeNull();
    const again = await register(token, signed.key, 'avatar');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ file: ['The upload was not found. Please upload the file again.'] });
  });

  it('refuses a PNG PUT as a PDF, and binary PUT as text', async () => {
    const { token } = await createUser(t.ctx);
    const binary = Buffer.from([0x61, 0x00, 0x62]);
    for (const [contentType, bytes] of [
      ['application/pdf', PNG_1X1],
      ['text/plain', binary],
    ] as const) {
      const signed = await sign(token, 'attachment', contentType, bytes.length);
      expect((await put(signed, bytes)).status).toBe(200);
      const res = await register(token, signed.key, 'attachment');
      expect(res.status).toBe(422);
      expect(s3.hasObject(signed.key)).toBe(false);
    }
  });

  it('re-checks the real size: an object over the maximum is refused with 413 and deleted', async () => {
    const { token } = await createUser(t.ctx);
    const signed = await sign(token, 'avatar', 'image/png', PNG_1X1.length);
    // A store that did not hold the client to the signed size: the object under the key is too large.
    const oversize = Buffer.concat([PNG_1X1, Buffer.alloc(10 * MB + 1 - PNG_1X1.length)]);
    await admin.send(
      new PutObjectCommand({
        Bucket: s3.config.bucket,
        Key: signed.key,
        Body: oversize,
        ContentType: 'image/png',
      }),
    );
    const res = await register(token, signed.key, 'avatar');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large. The maximum is 10 MB.',
    });
    expect(s3.hasObject(signed.key)).toBe(false);
    expect((await rowOf(signed.key))?.registeredAt).toBeNull();
  });

  it('refuses an object stored with another type than signed, and deletes it', async () => {
    const { token } = await createUser(t.ctx);
    const signed = await sign(token, 'avatar', 'image/png', PNG_1X1.length);
    await admin.send(
      new PutObjectCommand({
        Bucket: s3.config.bucket,
        Key: signed.key,
        Body: PNG_1X1,
        ContentType: 'text/html',
      }),
    );
    const res = await register(token, signed.key, 'avatar');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ["The file's content does not match its type."] });
    expect(s3.hasObject(signed.key)).toBe(false);
  });

  it('registers a PDF, served inline, and serves text as a download', async () => {
    const { token } = await createUser(t.ctx);
    const pdfFile = await uploadAndRegister(token, 'attachment', 'application/pdf', PDF_ONE_PAGE, {
      file_name: 'degree.pdf',
      description: 'BSc',
    });
    expect(pdfFile).toMatchObject({ type: 'attachment', description: 'BSc', size: PDF_ONE_PAGE.length });
    const pdf = await request('GET', pdfFile.url);
    expect(pdf.body).toEqual(PDF_ONE_PAGE);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="degree.pdf"/);

    const notes = await uploadAndRegister(token, 'attachment', 'text/plain', Buffer.from('Lesson notes\n'), {
      file_name: 'notes.txt',
    });
    const text = await request('GET', notes.url);
    expect(text.body.toString()).toBe('Lesson notes\n');
    expect(text.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
  });

  it('refuses a type other than the kind signed, keeping the object', async () => {
    const { token } = await createUser(t.ctx);
    const signed = await sign(token, 'avatar', 'image/png', PNG_1X1.length);
    expect((await put(signed, PNG_1X1)).status).toBe(200);
    const res = await register(token, signed.key, 'attachment');
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toBeDefined();
    expect(s3.hasObject(signed.key)).toBe(true);
    expect((await register(token, signed.key, 'avatar')).status).toBe(200);
  });

  it("answers 404 for another user's key, checking and deleting nothing", async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const signed = await sign(owner.token, 'avatar', 'image/png', PNG_1X1.length);
    expect((await put(signed, PNG_1X1)).status).toBe(200);
    const res = await register(other.token, signed.key, 'avatar');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await t.call('DELETE', `/api/v1/files/${signed.key}`, { token: other.token })).status).toBe(404);
    expect(s3.hasObject(signed.key)).toBe(true);
    expect(await rowOf(signed.key)).toMatchObject({ ownerId: owner.user.id, uploadedAt: null });
    expect(await avatarOf(other.user.id)).toBeNull();
    expect((await register(owner.token, signed.key, 'avatar')).status).toBe(200);
  });
});

describe('DELETE /files/:a/:b with S3 storage', () => {
  it('removes the row and the object; the download URL then answers 404', async () => {
    const { user, token } = await createUser(t.ctx);
    const file = await uploadAndRegister(token, 'avatar', 'image/png', PNG_1X1);
    expect(s3.hasObject(file.key)).toBe(true);
    const res = await t.call('DELETE', `/api/v1/files/${file.key}`, { token });
    expect(res.status).toBe(200);
    expect(await rowOf(file.key)).toBeUndefined();
    await expect.poll(() => s3.hasObject(file.key)).toBe(false);
    expect((await request('GET', file.url)).status).toBe(404);
    expect(await avatarOf(user.id)).toBeNull();
  });
});

describe('removeUnregisteredUploads with S3 storage', () => {
  it('deletes the objects and rows of uploads never registered after 24 hours, and keeps the rest', async () => {
    const { token } = await createUser(t.ctx);
    const stale = await sign(token, 'avatar', 'image/png', PNG_1X1.length);
    const fresh = await sign(token, 'avatar', 'image/png', PNG_1X1.length);
    const signedOnly = await sign(token, 'avatar', 'image/png', PNG_1X1.length);
    for (const signed of [stale, fresh]) expect((await put(signed, PNG_1X1)).status).toBe(200);
    const registered = await uploadAndRegister(token, 'attachment', 'application/pdf', PDF_ONE_PAGE);

    const longAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const key of [stale.key, signedOnly.key, registered.key]) {
      await t.ctx.db.update(files).set({ createdAt: longAgo }).where(eq(files.key, key));
    }
    await t.ctx.db.update(files).set({ uploadedAt: longAgo }).where(eq(files.key, registered.key));

    expect(await removeUnregisteredUploads(t.ctx)).toBe(2);
    expect(await rowOf(stale.key)).toBeUndefined();
    expect(s3.hasObject(stale.key)).toBe(false);
    expect(await rowOf(signedOnly.key)).toBeUndefined();
    expect(await rowOf(fresh.key)).toBeDefined();
    expect(s3.hasObject(fresh.key)).toBe(true);
    expect(await rowOf(registered.key)).toBeDefined();
    expect(s3.hasObject(registered.key)).toBe(true);
  });
});
