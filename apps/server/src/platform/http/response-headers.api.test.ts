import { createHash } from 'node:crypto';
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
    // The page as built, with the boot data the server adds to its head and the visitor's language.
    const served = gunzipSync(page.rawPayload).toString();
    expect(served).toContain(`<body>${'<div></div>'.repeat(300)}</body>`);
    expect(served).toContain('<script type="application/json" id="kru-boot">');
    expect(served).toContain('<html lang="en" dir="ltr">');

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

describe("the page's language in the first HTML", () => {
  it('says the language the visitor chose (its cookie), English otherwise, whatever the browser prefers', async () => {
    const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-web-dist-'));
    fs.writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html lang="en"><body></body></html>',
    );
    const { app } = await createTestApp({ config: { webDistDir } });
    const htmlOf = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/courses/search-courses', headers })).body;

    expect(await htmlOf({ cookie: 'kru.language=th' })).toContain('<html lang="th" dir="ltr">');
    expect(await htmlOf({ cookie: 'other=1; kru.language=th; more=2' })).toContain(
      '<html lang="th" dir="ltr">',
    );
    expect(await htmlOf({ cookie: 'kru.language=en' })).toContain('<html lang="en" dir="ltr">');
    // The app shows English until the person chooses, so the page says so.
    expect(await htmlOf({ 'accept-language': 'th-TH,th;q=0.9' })).toContain('<html lang="en" dir="ltr">');
    // A value that is no language of Kru's is not echoed into the page.
    expect(await htmlOf({ cookie: 'kru.language="><script>' })).toContain('<html lang="en" dir="ltr">');
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

  it("allows the built page's own inline script by its hash and no other, with the boot data before it", async () => {
    const script = 'window.early = [1, 2];';
    const hash = createHash('sha256').update(script).digest('base64');
    const withInline = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-web-dist-'));
    fs.writeFileSync(
      path.join(withInline, 'index.html'),
      `<!doctype html><html><head><title>Kru</title><script>${script}</script>` +
        '<script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    const { app } = await createTestApp({ config: { webDistDir: withInline } });
    const page = await app.inject({ url: '/courses/search-courses' });
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    // The inline script reads the boot data as it runs, so the data is in the page before it.
    const boot = page.body.indexOf('<script type="application/json" id="kru-boot">');
    expect(boot).toBeGreaterThan(page.body.indexOf('<title>'));
    expect(boot).toBeLessThan(page.body.indexOf(`<script>${script}</script>`));
    const api = await app.inject({ url: '/api/v1/health' });
    expect(api.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);

    const withoutInline = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-web-dist-'));
    fs.writeFileSync(
      path.join(withoutInline, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    const plain = await createTestApp({ config: { webDistDir: withoutInline } });
    const res = await plain.app.inject({ url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    for (const dir of [withInline, withoutInline]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('asks browsers to upgrade requests to https only where the app is served over https', async () => {
    const overHttp = await createTestApp({ config: { appUrl: 'http://localhost:3000' } });
    const plain = await overHttp.app.inject({ url: '/api/v1/health' });
    // On http a same-origin redirect (a lesson image's signed download) must stay on http.
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const overHttps = await createTestApp({ config: { appUrl: 'https://kru.example' } });
    const secure = await overHttps.app.inject({ url: '/api/v1/health' });
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
