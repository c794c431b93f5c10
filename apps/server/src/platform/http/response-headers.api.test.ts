import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../../app.ts';

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

describe('compression of JSON and HTML', () => {
  it('compresses JSON above the threshold by Accept-Encoding (br, gzip), and small JSON not', async () => {
    const { app } = await createTestApp();
    const plain = await app.inject({ url: '/api/v1/educations' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    for (const encoding of ['br', 'gzip'] as const) {
      const res = await app.inject({ url: '/api/v1/educations', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoders[encoding](res.rawPayload).toString())).toEqual(plain.json());
    }
    // br is preferred when the client takes both.
    const both = await app.inject({ url: '/api/v1/educations', headers: { 'accept-encoding': 'gzip, br' } });
    expect(both.headers['content-encoding']).toBe('br');

    const small = await app.inject({ url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });

  it("compresses the web app's HTML but leaves its static files to the static plugin", async () => {
    const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-web-dist-'));
    const html = `<!doctype html><html><head><title>Kru</title></head><body>${'<div></div>'.repeat(300)}</body></html>`;
    fs.writeFileSync(path.join(webDistDir, 'index.html'), html);
    fs.mkdirSync(path.join(webDistDir, 'assets'));
    fs.writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(200));
    const { app } = await createTestApp({ config: { webDistDir } });

    const page = await app.inject({ url: '/tuition/tutors', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('gzip');
    // The page as built, with the boot data the server adds to its head.
    const served = gunzipSync(page.rawPayload).toString();
    expect(served).toContain(`<body>${'<div></div>'.repeat(300)}</body>`);
    expect(served).toContain('<script type="application/json" id="kru-boot">');

    const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.headers['cache-control']).toMatch(/immutable/);

    const api404 = await app.inject({ url: '/api/v1/nowhere' });
    expect(api404.statusCode).toBe(404);
    expect(api404.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });
});

describe('security headers', () => {
  it("sends helmet's headers on every answer, built once from the app's policy", async () => {
    const { app } = await createTestApp();
    for (const url of ['/api/v1/health', '/api/v1/nowhere']) {
      const res = await app.inject({ url });
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': expect.stringContaining('max-age='),
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
