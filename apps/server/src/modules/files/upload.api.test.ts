import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { PDF_ONE_PAGE, PNG_1X1, pathOf, uploadAndRegister, uploadFile } from '../../../test/files.ts';
import { files } from '../../platform/db/schema/index.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createUser(t.ctx));
});

const filesDir = () => path.join(t.ctx.config.dataDir, 'files');
const onDisk = (key: string) => path.join(filesDir(), key);
const rowOf = async (key: string) => (await t.ctx.db.select().from(files).where(eq(files.key, key)))[0];
/** Every file under the storage directory, partial writes included. */
const storedFiles = (kind: string) => {
  const dir = path.join(filesDir(), kind);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function sign(type: string, contentType: string) {
  const res = await t.call('POST', '/api/v1/files/signed-url', {
    token,
    body: { type, content_type: contentType },
  });
  expect(res.status).toBe(200);
  return res.body.data as { url: string; headers: Record<string, string>; key: string };
}

/** A PUT with no bearer token: the URL's signature is the authorization. */
function put(url: string, body: Buffer, contentType: string | undefined) {
  return t.call('PUT', pathOf(url), { body, headers: contentType ? { 'content-type': contentType } : {} });
}

describe('PUT to a signed upload URL', () => {
  it('stores a PDF attachment without a bearer token', async () => {
    const { url, key } = await sign('attachment', 'application/pdf');
    const res = await put(url, PDF_ONE_PAGE, 'application/pdf');
    expect(res.status).toBe(200);
    expect(fs.readFileSync(onDisk(key))).toEqual(PDF_ONE_PAGE);
    expect(await rowOf(key)).toMatchObject({ size: PDF_ONE_PAGE.length, registeredAt: null });
  });

  it('accepts plain text as text', async () => {
    const { url, key } = await sign('attachment', 'text/plain');
    const res = await put(url, Buffer.from('Lesson notes\nบันทึก\n'), 'text/plain');
    expect(res.status).toBe(200);
    expect((await rowOf(key))?.uploadedAt).toBeInstanceOf(Date);
  });

  it('refuses a forged signature', async () => {
    const { url, key } = await sign('avatar', 'image/png');
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const res = await put(forged, PNG_1X1, 'image/png');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'The upload link has expired. Please try again.',
    });
    expect(fs.existsSync(onDisk(key))).toBe(false);
    expect((await rowOf(key))?.uploadedAt).toBeNull();
  });

  it('refuses a URL used for another key, type or size ceiling', async () => {
    const { url, key } = await sign('avatar', 'image/png');
    const other = await sign('avatar', 'image/png');
    const tampered = [
      url.replace(key, other.key),
      url.replace('ct=image%2Fpng', 'ct=image%2Fjpeg'),
      url.replace(/max=\d+/, 'max=1073741824'),
    ];
    for (const target of tampered) {
      const res = await put(target, PNG_1X1, target.includes('jpeg') ? 'image/jpeg' : 'image/png');
      expect(res.status).toBe(403);
    }
    expect(storedFiles('avatar')).not.toContain(other.key.split('/')[1]);
  });

  it('refuses an expired URL', async () => {
    const { key } = await sign('avatar', 'image/png');
    const expired = await t.ctx.storage.signUpload({
      key,
      contentType: 'image/png',
      maxBytes: 10 * 1024 * 1024,
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await put(expired.url, PNG_1X1, 'image/png');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The upload link has expired. Please try again.');
    expect(fs.existsSync(onDisk(key))).toBe(false);
  });

  it('refuses a Content-Type other than the signed one', async () => {
    const { url, key } = await sign('avatar', 'image/png');
    for (const contentType of ['image/jpeg', 'application/octet-stream', undefined]) {
      const res = await put(url, PNG_1X1, contentType);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ content_type: ['This type of file is not allowed here.'] });
    }
    expect(fs.existsSync(onDisk(key))).toBe(false);
  });

  it('stops a body over the ceiling, keeping nothing of it', async () => {
    const { url, key } = await sign('avatar', 'image/png');
    const body = Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG_1X1.length)]);
    const chunks = Array.from({ length: 11 }, (_, i) =>
      body.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    // A stream goes without Content-Length, so the ceiling is enforced while the bytes arrive.
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(url),
      headers: { 'content-type': 'image/png' },
      payload: Readable.from(chunks),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The file is too large. The maximum is 10 MB.' });
    expect(res.headers.connection).toBe('close');
    expect(fs.existsSync(onDisk(key))).toBe(false);
    expect(storedFiles('avatar').filter((name) => name.endsWith('.part'))).toEqual([]);
    expect((await rowOf(key))?.uploadedAt).toBeNull();

    // With a Content-Length over the ceiling, nothing is read at all.
    const declared = await put(url, body, 'image/png');
    expect(declared.status).toBe(413);
    expect(storedFiles('avatar')).not.toContain(key.split('/')[1]);
  });

  it('refuses text sent as a PNG and removes it', async () => {
    const { url, key } = await sign('avatar', 'image/png');
    const res = await put(url, Buffer.from('definitely not an image'), 'image/png');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ["The file's content does not match its type."] });
    expect(fs.existsSync(onDisk(key))).toBe(false);
    expect((await rowOf(key))?.uploadedAt).toBeNull();
    const register = await t.call('POST', '/api/v1/files', { token, body: { file: key, type: 'avatar' } });
    expect(register.status).toBe(422);
  });

  it('refuses a PNG sent as a PDF, and binary sent as text', async () => {
    const pdf = await sign('attachment', 'application/pdf');
    expect((await put(pdf.url, PNG_1X1, 'application/pdf')).status).toBe(422);
    const text = await sign('attachment', 'text/plain');
    expect((await put(text.url, PNG_1X1, 'text/plain')).status).toBe(422);
    expect((await put(text.url, Buffer.from([0x61, 0x00, 0x62]), 'text/plain')).status).toBe(422);
    expect(fs.existsSync(onDisk(pdf.key))).toBe(false);
    expect(fs.existsSync(onDisk(text.key))).toBe(false);
  });

  it('stores bytes once per URL', async () => {
    const { url, key } = await sign('avatar', 'image/png');
    expect((await put(url, PNG_1X1, 'image/png')).status).toBe(200);
    const second = await put(url, Buffer.concat([PNG_1X1, Buffer.from('more')]), 'image/png');
    expect(second.status).toBe(409);
    expect(fs.readFileSync(onDisk(key))).toEqual(PNG_1X1);
    expect((await rowOf(key))?.size).toBe(PNG_1X1.length);
  });

  it('answers 404 when the signed upload was deleted before the bytes came', async () => {
    const { url, key } = await sign('avatar', 'image/png');
    expect((await t.call('DELETE', `/api/v1/files/${key}`, { token })).status).toBe(200);
    expect((await put(url, PNG_1X1, 'image/png')).status).toBe(404);
    expect(fs.existsSync(onDisk(key))).toBe(false);
  });
});

describe('GET a signed download URL', () => {
  it('refuses a forged or expired signature', async () => {
    const file = await uploadAndRegister(t, token, {
      type: 'avatar',
      contentType: 'image/png',
      bytes: PNG_1X1,
    });
    const forged = file.url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await t.call('GET', pathOf(forged))).status).toBe(403);
    const expired = file.url.replace(/expires=\d+/, 'expires=1000');
    expect((await t.call('GET', pathOf(expired))).status).toBe(403);
    expect((await t.call('GET', pathOf(file.url))).status).toBe(200);
  });

  it('answers 404 for a validly signed key that holds no file', async () => {
    const unknown = await t.ctx.storage.signDownload('avatar/AAAAAAAAAAAAAAAAAAAAAA.png');
    expect((await t.call('GET', pathOf(unknown))).status).toBe(404);
    const pending = await sign('avatar', 'image/png');
    expect((await t.call('GET', pathOf(await t.ctx.storage.signDownload(pending.key)))).status).toBe(404);
  });

  it('offers non-media files as a download', async () => {
    const file = await uploadAndRegister(
      t,
      token,
      { type: 'attachment', contentType: 'text/plain', bytes: Buffer.from('notes') },
      { file_name: 'notes.txt' },
    );
    const res = await t.app.inject({ method: 'GET', url: pathOf(file.url) });
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(res.body).toBe('notes');
  });

  it('serves one byte range for media players', async () => {
    const file = await uploadAndRegister(t, token, {
      type: 'attachment',
      contentType: 'application/pdf',
      bytes: PDF_ONE_PAGE,
    });
    const res = await t.app.inject({ method: 'GET', url: pathOf(file.url), headers: { range: 'bytes=0-7' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-7/${PDF_ONE_PAGE.length}`);
    expect(res.rawPayload).toEqual(PDF_ONE_PAGE.subarray(0, 8));
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
  });
});

describe('uploads by key', () => {
  it('a key uploaded by one user stays theirs', async () => {
    const other = await createUser(t.ctx);
    const key = await uploadFile(t, other.token, {
      type: 'avatar',
      contentType: 'image/png',
      bytes: PNG_1X1,
    });
    const res = await t.call('POST', '/api/v1/files', { token, body: { file: key, type: 'avatar' } });
    expect(res.status).toBe(404);
    expect((await t.call('DELETE', `/api/v1/files/${key}`, { token })).status).toBe(404);
    expect(await rowOf(key)).toMatchObject({ ownerId: other.user.id, registeredAt: null });
  });
});
