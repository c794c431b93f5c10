import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/clock.ts';
import { JPEG_16X16, PDF_ONE_PAGE, PNG_1X1 } from '../../../test/files.ts';
import { type LoopbackS3, request, startLoopbackS3 } from '../../../test/s3-server.ts';
import { createS3Storage, type S3Storage } from './s3.ts';

let s3: LoopbackS3;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startLoopbackS3();
  storage = createS3Storage(s3.config);
});
afterAll(async () => {
  storage?.client.destroy();
  await s3?.stop();
});

const MAX = 10 * 1024 * 1024;
let serial = 0;
const freshKey = (ext = 'png') => `avatar/S3DriverTest${String(++serial).padStart(8, '0')}.${ext}`;
const inAMinute = () => new Date(Date.now() + 60_000);

async function upload(key: string, bytes: Buffer, contentType = 'image/png') {
  const target = await storage.signUpload({
    key,
    contentType,
    maxBytes: MAX,
    size: bytes.length,
    expiresAt: inAMinute(),
  });
  return { target, res: await request('PUT', target.url, { headers: target.headers, body: bytes }) };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage driver against a loopback S3 server', () => {
  it('signs a PUT that binds the key, type and exact size, and stores what is sent', async () => {
    const key = freshKey();
    const { target, res } = await upload(key, PNG_1X1);
    expect(res.status).toBe(200);
    const url = new URL(target.url);
    expect(`${url.protocol}//${url.host}`).toBe(s3.config.endpoint);
    expect(url.pathname).toBe(`/${s3.config.bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';').sort()).toEqual([
      'content-length',
      'content-type',
      'host',
      'if-none-match',
    ]);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(55);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    expect(target.headers).toEqual({
      'Content-Type': 'image/png',
      'Content-Length': String(PNG_1X1.length),
      'If-None-Match': '*',
    });
    expect(s3.hasObject(key)).toBe(true);

    expect(await storage.stat(key)).toEqual({ size: PNG_1X1.length, contentType: 'image/png' });
    expect(await storage.readHead(key, 8)).toEqual(PNG_1X1.subarray(0, 8));
    expect(await storage.readHead(key, 4100)).toEqual(PNG_1X1);
    expect(await readAll(await storage.read(key))).toEqual(PNG_1X1);
    expect(await readAll(await storage.read(key, { start: 1, end: 3 }))).toEqual(PNG_1X1.subarray(1, 4));
  });

  it('the S3 server refuses a PUT with another Content-Type, size or missing signed header', async () => {
    const key = freshKey();
    const target = await storage.signUpload({
      key,
      contentType: 'image/png',
      maxBytes: MAX,
      size: PNG_1X1.length,
      expiresAt: inAMinute(),
    });
    const longer = Buffer.concat([PNG_1X1, Buffer.from('more')]);
    const { 'If-None-Match': _, ...withoutCondition } = target.headers;
    const attempts = [
      { headers: { ...target.headers, 'Content-Type': 'image/jpeg' }, body: PNG_1X1 },
      { headers: { ...target.headers, 'Content-Type': 'text/html' }, body: PNG_1X1 },
      { headers: { ...target.headers, 'Content-Length': String(longer.length) }, body: longer },
      { headers: { ...target.headers, 'Content-Length': '10' }, body: PNG_1X1.subarray(0, 10) },
      { headers: withoutCondition, body: PNG_1X1 },
      { headers: { 'Content-Length': String(PNG_1X1.length) }, body: PNG_1X1 },
    ];
    for (const attempt of attempts) {
      const res = await request('PUT', target.url, attempt);
      expect(res.status).toBe(403);
      expect(res.body.toString()).toContain('SignatureDoesNotMatch');
    }
    // The URL is for this key only.
    const other = target.url.replace(key, freshKey());
    expect((await request('PUT', other, { headers: target.headers, body: PNG_1X1 })).status).toBe(403);
    expect(s3.hasObject(key)).toBe(false);
    expect(await storage.stat(key)).toBeNull();
  });

  it('the S3 server refuses an expired upload URL', async () => {
    const key = freshKey();
    const target = await storage.signUpload({
      key,
      contentType: 'image/png',
      maxBytes: MAX,
      size: PNG_1X1.length,
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await request('PUT', target.url, { headers: target.headers, body: PNG_1X1 });
    expect(res.status).toBe(403);
    expect(res.body.toString()).toContain('Request has expired');
    expect(s3.hasObject(key)).toBe(false);
  });

  it('will not sign an upload without a declared size within the ceiling', async () => {
    const base = { key: freshKey(), contentType: 'image/png', maxBytes: MAX, expiresAt: inAMinute() };
    await expect(storage.signUpload(base)).rejects.toThrow(/declared size/);
    await expect(storage.signUpload({ ...base, size: MAX + 1 })).rejects.toThrow(/declared size/);
    await expect(storage.signUpload({ ...base, size: 0 })).rejects.toThrow(/declared size/);
    await expect(storage.signUpload({ ...base, key: '../etc/passwd', size: 10 })).rejects.toThrow(/invalid/);
  });

  it('signs a GET that serves the same bytes with the presentation asked for', async () => {
    const key = freshKey('pdf');
    expect((await upload(key, PDF_ONE_PAGE, 'application/pdf')).res.status).toBe(200);
    const url = await storage.signDownload(key, 3600, {
      contentType: 'application/pdf',
      contentDisposition: 'inline; filename="notes.pdf"',
    });
    expect(
      await storage.signDownload(key, 3600, {
        contentType: 'application/pdf',
        contentDisposition: 'inline; filename="notes.pdf"',
      }),
    ).toBe(url);
    const res = await request('GET', url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(PDF_ONE_PAGE);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="notes.pdf"',
      'cache-control': 'private, max-age=3600',
      'content-length': String(PDF_ONE_PAGE.length),
    });
    const ranged = await request('GET', url, { headers: { Range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
    expect(ranged.body).toEqual(PDF_ONE_PAGE.subarray(0, 8));

    // Tampering with what was signed is refused.
    const retyped = url.replace('application%2Fpdf', 'text%2Fhtml');
    expect(retyped).not.toBe(url);
    expect((await request('GET', retyped)).status).toBe(403);
  });

  it('a download URL expires', async () => {
    const key = freshKey('jpg');
    expect((await upload(key, JPEG_16X16, 'image/jpeg')).res.status).toBe(200);
    // Signed by a driver whose clock is three hours behind: an hour-long URL from then has expired now.
    const behind = createS3Storage({
      ...s3.config,
      clock: movableClock(new Date(Date.now() - 3 * 3_600_000)),
    });
    try {
      const expired = await behind.signDownload(key, 3600);
      const res = await request('GET', expired);
      expect(res.status).toBe(403);
      expect(res.body.toString()).toContain('Request has expired');
      expect((await request('GET', await storage.signDownload(key))).body).toEqual(JPEG_16X16);
    } finally {
      behind.client.destroy();
    }
  });

  it('delete removes the object; a missing object has no stat and deleting it again is fine', async () => {
    const key = freshKey();
    expect((await upload(key, PNG_1X1)).res.status).toBe(200);
    const url = await storage.signDownload(key);
    await storage.delete(key);
    expect(s3.hasObject(key)).toBe(false);
    expect(await storage.stat(key)).toBeNull();
    expect((await request('GET', url)).status).toBe(404);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.readHead(key, 10)).rejects.toThrow();
  });
});
