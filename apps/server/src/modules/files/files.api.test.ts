import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import {
  JPEG_16X16,
  PDF_ONE_PAGE,
  PNG_1X1,
  pathOf,
  uploadAndRegister,
  uploadFile,
} from '../../../test/files.ts';
import { files, users } from '../../platform/db/schema/index.ts';
import { removeUnregisteredUploads } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const onDisk = (key: string) => path.join(t.ctx.config.dataDir, 'files', key);
const rowOf = async (key: string) => (await t.ctx.db.select().from(files).where(eq(files.key, key)))[0];
const avatarOf = async (userId: number) =>
  (await t.ctx.db.select({ id: users.avatarFileId }).from(users).where(eq(users.id, userId)))[0]?.id;
const avatar = { type: 'avatar', contentType: 'image/png', bytes: PNG_1X1 } as const;

describe('the avatar pipeline', () => {
  it('signs, receives, registers and serves a profile photo', async () => {
    const { user, token } = await createUser(t.ctx);

    const signed = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'avatar', content_type: 'image/png', size: PNG_1X1.length },
    });
    expect(signed.status).toBe(200);
    const { url, headers, key, expires_at, max_bytes } = signed.body.data;
    expect(key).toMatch(/^avatar\/[A-Za-z0-9_-]{22}\.png$/);
    expect(url).toContain(`/api/v1/files/upload/${key}?`);
    expect(headers).toEqual({ 'Content-Type': 'image/png' });
    expect(max_bytes).toBe(10 * 1024 * 1024);
    const ttl = Date.parse(expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect(await rowOf(key)).toMatchObject({ ownerId: user.id, kind: 'avatar', uploadedAt: null });

    const put = await t.call('PUT', pathOf(url), { body: PNG_1X1, headers });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ success: true, data: { key, size: PNG_1X1.length } });
    expect(fs.readFileSync(onDisk(key))).toEqual(PNG_1X1);
    const uploaded = await rowOf(key);
    expect(uploaded).toMatchObject({ ownerId: user.id, contentType: 'image/png', size: PNG_1X1.length });
    expect(uploaded?.uploadedAt).toBeInstanceOf(Date);
    expect(uploaded?.registeredAt).toBeNull();

    const registered = await t.call('POST', '/api/v1/files', {
      token,
      body: { file: key, type: 'avatar', file_name: 'me.png' },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({
      id: uploaded!.id,
      key,
      type: 'avatar',
      file_name: 'me.png',
      content_type: 'image/png',
      size: PNG_1X1.length,
      document_type: null,
      description: null,
    });
    expect(await avatarOf(user.id)).toBe(uploaded!.id);

    const download = await t.app.inject({ method: 'GET', url: pathOf(registered.body.data.url) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PNG_1X1);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-length': String(PNG_1X1.length),
    });
    expect(download.headers['content-disposition']).toMatch(/^inline; filename="me.png"/);

    const again = await t.call('POST', '/api/v1/files', { token, body: { file: key, type: 'avatar' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(registered.body);
  });

  it('accepts image/jpg as a JPEG avatar', async () => {
    const { user, token } = await createUser(t.ctx);
    const file = await uploadAndRegister(t, token, {
      type: 'avatar',
      contentType: 'image/jpg',
      bytes: JPEG_16X16,
    });
    expect(file).toMatchObject({ content_type: 'image/jpeg', size: JPEG_16X16.length });
    expect(file.key).toMatch(/\.jpg$/);
    expect(await avatarOf(user.id)).toBe(file.id);
  });

  it('replacing the avatar removes the old file, row and bytes', async () => {
    const { user, token } = await createUser(t.ctx);
    const first = await uploadAndRegister(t, token, avatar);
    const second = await uploadAndRegister(t, token, {
      type: 'avatar',
      contentType: 'image/jpeg',
      bytes: JPEG_16X16,
    });
    expect(await avatarOf(user.id)).toBe(second.id);
    expect(await rowOf(first.key)).toBeUndefined();
    expect(fs.existsSync(onDisk(first.key))).toBe(false);
    expect(fs.existsSync(onDisk(second.key))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: pathOf(first.url) })).statusCode).toBe(404);
  });
});

describe('POST /files/signed-url', () => {
  it('needs a signed-in user', async () => {
    const res = await t.call('POST', '/api/v1/files/signed-url', {
      body: { type: 'avatar', content_type: 'image/png' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Sorry, You are not allowed to access the requested resource.',
    });
  });

  it('refuses a content type the kind does not accept', async () => {
    const { token } = await createUser(t.ctx);
    for (const [type, contentType] of [
      ['avatar', 'image/gif'],
      ['avatar', 'application/pdf'],
      ['video', 'image/png'],
      ['attachment', 'application/x-msdownload'],
    ]) {
      const res = await t.call('POST', '/api/v1/files/signed-url', {
        token,
        body: { type, content_type: contentType },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ content_type: ['This type of file is not allowed here.'] });
    }
  });

  it('refuses a declared size over the kind maximum, naming it', async () => {
    const { user, token } = await createUser(t.ctx);
    const cases = [
      ['avatar', 'image/png', 10 * 1024 * 1024 + 1, '10 MB'],
      ['attachment', 'application/pdf', 100 * 1024 * 1024 + 1, '100 MB'],
      ['video', 'video/mp4', 1024 * 1024 * 1024 + 1, '1 GB'],
    ] as const;
    for (const [type, contentType, size, max] of cases) {
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

  it('refuses an unknown kind', async () => {
    const { token } = await createUser(t.ctx);
    const res = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'script', content_type: 'image/png' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toBeDefined();
  });
});

describe('POST /files', () => {
  it('registers a document with its type and description', async () => {
    const { user, token } = await createUser(t.ctx, { role: 'teacher' });
    const file = await uploadAndRegister(
      t,
      token,
      { type: 'document', contentType: 'application/pdf', bytes: PDF_ONE_PAGE },
      { document_type: 'certificate', file_name: 'degree.pdf', description: 'BSc' },
    );
    expect(file).toMatchObject({ type: 'document', document_type: 'certificate', description: 'BSc' });
    expect(await avatarOf(user.id)).toBeNull();
    expect((await rowOf(file.key))?.registeredAt).toBeInstanceOf(Date);
  });

  it('requires a document type for a document', async () => {
    const { token } = await createUser(t.ctx, { role: 'teacher' });
    const key = await uploadFile(t, token, {
      type: 'document',
      contentType: 'application/pdf',
      bytes: PDF_ONE_PAGE,
    });
    const res = await t.call('POST', '/api/v1/files', { token, body: { file: key, type: 'document' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['document_type']);
    expect((await rowOf(key))?.registeredAt).toBeNull();
  });

  it('answers 422 for a signed key whose bytes never came', async () => {
    const { token } = await createUser(t.ctx);
    const signed = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'avatar', content_type: 'image/png' },
    });
    const res = await t.call('POST', '/api/v1/files', {
      token,
      body: { file: signed.body.data.key, type: 'avatar' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ['The upload was not found. Please upload the file again.'] });
  });

  it('refuses a type other than the kind uploaded', async () => {
    const { token } = await createUser(t.ctx);
    const key = await uploadFile(t, token, avatar);
    const res = await t.call('POST', '/api/v1/files', { token, body: { file: key, type: 'attachment' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toBeDefined();
    expect((await rowOf(key))?.registeredAt).toBeNull();
  });

  it("answers 404 for another user's upload or an unknown key, changing nothing", async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const key = await uploadFile(t, owner.token, avatar);
    for (const file of [key, 'avatar/AAAAAAAAAAAAAAAAAAAAAA.png', '../../etc/passwd']) {
      const res = await t.call('POST', '/api/v1/files', {
        token: other.token,
        body: { file, type: 'avatar' },
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(await rowOf(key)).toMatchObject({ ownerId: owner.user.id, registeredAt: null });
    expect(await avatarOf(other.user.id)).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('POST', '/api/v1/files', { body: { file: 'avatar/x.png', type: 'avatar' } });
    expect(res.status).toBe(401);
  });
});

describe('DELETE /files/:a/:b', () => {
  it('removes the row and the bytes; the download URL then answers 404', async () => {
    const { token } = await createUser(t.ctx);
    const file = await uploadAndRegister(t, token, {
      type: 'attachment',
      contentType: 'application/pdf',
      bytes: PDF_ONE_PAGE,
    });
    const res = await t.call('DELETE', `/api/v1/files/${file.key}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });
    expect(await rowOf(file.key)).toBeUndefined();
    expect(fs.existsSync(onDisk(file.key))).toBe(false);
    const download = await t.call('GET', pathOf(file.url));
    expect(download.status).toBe(404);
    expect(download.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await t.call('DELETE', `/api/v1/files/${file.key}`, { token })).status).toBe(404);
  });

  it('deleting the current avatar leaves the user without one', async () => {
    const { user, token } = await createUser(t.ctx);
    const file = await uploadAndRegister(t, token, avatar);
    expect(await avatarOf(user.id)).toBe(file.id);
    expect((await t.call('DELETE', `/api/v1/files/${file.key}`, { token })).status).toBe(200);
    expect(await avatarOf(user.id)).toBeNull();
  });

  it("answers 404 for another user's file and keeps it", async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const file = await uploadAndRegister(t, owner.token, avatar);
    const res = await t.call('DELETE', `/api/v1/files/${file.key}`, { token: other.token });
    expect(res.status).toBe(404);
    expect(await rowOf(file.key)).toBeDefined();
    expect(fs.existsSync(onDisk(file.key))).toBe(true);
    expect(await avatarOf(owner.user.id)).toBe(file.id);
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('DELETE', '/api/v1/files/avatar/AAAAAAAAAAAAAAAAAAAAAA.png');
    expect(res.status).toBe(401);
  });
});

describe('removeUnregisteredUploads', () => {
  it('removes uploads never registered after 24 hours, rows and bytes, and keeps the rest', async () => {
    const { token } = await createUser(t.ctx);
    const stale = await uploadFile(t, token, avatar);
    const fresh = await uploadFile(t, token, avatar);
    const registered = await uploadAndRegister(t, token, {
      type: 'attachment',
      contentType: 'application/pdf',
      bytes: PDF_ONE_PAGE,
    });
    const signedOnly = await t.call('POST', '/api/v1/files/signed-url', {
      token,
      body: { type: 'avatar', content_type: 'image/png' },
    });
    const longAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.ctx.db.update(files).set({ uploadedAt: longAgo, createdAt: longAgo }).where(eq(files.key, stale));
    await t.ctx.db.update(files).set({ createdAt: longAgo }).where(eq(files.key, signedOnly.body.data.key));
    await t.ctx.db
      .update(files)
      .set({ uploadedAt: longAgo, createdAt: longAgo })
      .where(eq(files.key, registered.key));

    expect(await removeUnregisteredUploads(t.ctx)).toBe(2);
    expect(await rowOf(stale)).toBeUndefined();
    expect(fs.existsSync(onDisk(stale))).toBe(false);
    expect(await rowOf(signedOnly.body.data.key)).toBeUndefined();
    expect(await rowOf(fresh)).toBeDefined();
    expect(fs.existsSync(onDisk(fresh))).toBe(true);
    expect(await rowOf(registered.key)).toBeDefined();
    expect(fs.existsSync(onDisk(registered.key))).toBe(true);
  });
});

describe('API description', () => {
  it('documents the file calls', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/files/signed-url',
        '/api/v1/files',
        '/api/v1/files/{a}/{b}',
        '/api/v1/files/upload/{kind}/{name}',
        '/api/v1/files/download/{kind}/{name}',
      ]),
    );
  });
});
