import fs from 'node:fs';
import path from 'node:path';
import { messagesEn as en } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { movableClock } from '../../../test/clock.ts';
import { createUser } from '../../../test/factories.ts';
import { PDF_ONE_PAGE } from '../../../test/files.ts';
import { createResumable, patchChunk, patchThenCut, tus } from '../../../test/resumable.ts';
import { tinyMp4 } from '../../../test/videos.ts';
import { files } from '../../platform/db/schema/index.ts';
import { removeUnregisteredUploads } from './remove-unregistered-uploads.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let baseUrl: string;
const clock = movableClock();
beforeAll(async () => {
  t = await createTestApp({ context: { clock } });
  ({ token } = await createUser(t.ctx));
  ({ token: otherToken } = await createUser(t.ctx));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const filesDir = () => path.join(t.ctx.config.dataDir, 'files');
const partialOf = (key: string) => path.join(filesDir(), '.resumable', key);
const rowOf = async (key: string) => (await t.ctx.db.select().from(files).where(eq(files.key, key)))[0];

async function sign(type: string, contentType: string, size?: number) {
  const res = await t.call('POST', '/api/v1/files/signed-url', {
    token,
    body: { type, content_type: contentType, size },
  });
  expect(res.status).toBe(200);
  return res.body.data as {
    key: string;
    url: string;
    resumable: { endpoint: string; ticket: string; chunk_size: number };
  };
}

/** A video of `size` bytes: a real MP4 header, then padding. */
const videoOf = (size: number) => Buffer.concat([tinyMp4(4), Buffer.alloc(size - tinyMp4(4).length, 7)]);

describe('resumable uploads (tus) with the local driver', () => {
  it('videos and attachments get a resumable way up; avatars do not', async () => {
    const video = await sign('video', 'video/mp4');
    expect(video.resumable).toMatchObject({
      endpoint: '/api/v1/files/resumable',
      chunk_size: 8 * 1024 * 1024,
    });
    expect((await sign('attachment', 'application/pdf')).resumable?.ticket).toBeTruthy();
    expect((await sign('avatar', 'image/png')).resumable).toBeUndefined();
  });

  it('an upload cut at 50% resumes from the offset HEAD answers, completes and registers', async () => {
    const bytes = videoOf(64 * 1024);
    const { key, resumable } = await sign('video', 'video/mp4');
    const { res, url } = await createResumable(t, token, resumable, bytes.length);
    expect(res.status).toBe(201);
    expect(url).toBe(`/api/v1/files/resumable/${key}`);

    await patchThenCut(baseUrl, token, resumable.ticket, url, bytes, bytes.length / 2);
    const head = await tus(t, 'HEAD', url, { token, ticket: resumable.ticket });
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBe(bytes.length / 2);
    expect(head.headers['upload-length']).toBe(String(bytes.length));
    // Not yet an upload: nothing under the key, no arrival recorded.
    expect(fs.existsSync(path.join(filesDir(), key))).toBe(false);
    expect((await rowOf(key))?.uploadedAt).toBeNull();

    const rest = await patchChunk(t, token, resumable.ticket, url, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(bytes.length));
    expect(fs.readFileSync(path.join(filesDir(), key))).toEqual(bytes);
    expect(fs.existsSync(partialOf(key))).toBe(false);
    expect(await rowOf(key)).toMatchObject({ size: bytes.length });

    const registered = await t.call('POST', '/api/v1/files', { token, body: { file: key, type: 'video' } });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({ key, size: bytes.length });
  });

  it('refuses at creation a length past the ceiling (413), and any byte past the declared length', async () => {
    const { resumable } = await sign('video', 'video/mp4');
    const oneGb = 1024 * 1024 * 1024;
    const tooLong = await createResumable(t, token, resumable, oneGb + 1);
    expect(tooLong.res.status).toBe(413);
    expect(tooLong.res.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: en.file_too_large.replace('{{max}}', '1 GB'),
    });
    const attachment = await sign('attachment', 'application/pdf');
    const overAttachment = await createResumable(t, token, attachment.resumable, 100 * 1024 * 1024 + 1);
    expect(overAttachment.res.status).toBe(413);

    const exact = await createResumable(t, token, resumable, PDF_ONE_PAGE.length);
    expect(exact.res.status).toBe(201);
    const longer = Buffer.concat([videoOf(PDF_ONE_PAGE.length), Buffer.from('x')]);
    const past = await patchChunk(t, token, resumable.ticket, exact.url, 0, longer);
    expect(past.status).toBe(413);
    expect(past.body.message).toBe(en.file_too_large.replace('{{max}}', '1 GB'));
    const head = await tus(t, 'HEAD', exact.url, { token, ticket: resumable.ticket });
    expect(head.headers['upload-offset']).toBe('0');

    const deferred = await tus(t, 'POST', resumable.endpoint, {
      token,
      ticket: resumable.ticket,
      headers: { 'upload-defer-length': '1' },
    });
    expect(deferred.status).toBe(422);
  });

  it('refuses a "video" that is not one when its last byte arrives, with a message saying what to choose', async () => {
    const { key, resumable } = await sign('video', 'video/mp4');
    const { url } = await createResumable(t, token, resumable, PDF_ONE_PAGE.length);
    const res = await patchChunk(t, token, resumable.ticket, url, 0, PDF_ONE_PAGE);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: en.not_a_video });
    expect(fs.existsSync(path.join(filesDir(), key))).toBe(false);
    expect((await rowOf(key))?.uploadedAt).toBeNull();
    const afterRefusal = await tus(t, 'HEAD', url, { token, ticket: resumable.ticket });
    expect(afterRefusal.status).toBe(404);
  });

  it('only the uploader, with the ticket of that key, may create, read or append', async () => {
    const { resumable } = await sign('video', 'video/mp4');
    const other = await sign('video', 'video/mp4');
    const noToken = await t.call('POST', resumable.endpoint, {
      headers: { 'tus-resumable': '1.0.0', 'upload-ticket': resumable.ticket, 'upload-length': '10' },
    });
    expect(noToken.status).toBe(401);
    expect((await createResumable(t, otherToken, resumable, 10)).res.status).toBe(404);
    const forged = { ...resumable, ticket: `${resumable.ticket.split('.')[0]}.AAAA` };
    expect((await createResumable(t, token, forged, 10)).res.status).toBe(403);
    const noTicket = await t.call('POST', resumable.endpoint, {
      token,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(noTicket.status).toBe(403);

    const { url } = await createResumable(t, token, resumable, 10);
    // Another key's ticket does not open this upload.
    expect((await tus(t, 'HEAD', url, { token, ticket: other.resumable.ticket })).status).toBe(404);
    expect((await tus(t, 'HEAD', url, { token: otherToken, ticket: resumable.ticket })).status).toBe(404);
    // On another tenant the uploader's token does not work at all.
    const tenantless = await tus(t, 'HEAD', url, {
      token,
      ticket: resumable.ticket,
      headers: { 'x-subdomain': '999999' },
    });
    expect(tenantless.status).toBe(400);
  });

  it('removes an upload abandoned half way after 24 hours, with its partial bytes', async () => {
    const bytes = videoOf(32 * 1024);
    const { key, resumable } = await sign('video', 'video/mp4');
    const { url } = await createResumable(t, token, resumable, bytes.length);
    expect((await patchChunk(t, token, resumable.ticket, url, 0, bytes.subarray(0, 1000))).status).toBe(204);
    expect(fs.statSync(partialOf(key)).size).toBe(1000);

    clock.advance(23 * 3_600_000);
    await removeUnregisteredUploads(t.ctx);
    expect(fs.existsSync(partialOf(key))).toBe(true);

    clock.advance(2 * 3_600_000);
    await removeUnregisteredUploads(t.ctx);
    expect(fs.existsSync(partialOf(key))).toBe(false);
    expect(fs.existsSync(`${partialOf(key)}.json`)).toBe(false);
    expect(await rowOf(key)).toBeUndefined();
  });
});
