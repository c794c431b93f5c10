import { brotliCompressSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { WEB_ASSET as ASSET, WEB_ASSET_SOURCE as SOURCE, writeWebDist } from '../../test/web-dist.ts';

describe('the web app’s static assets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDistDir: writeWebDist() } });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy to a browser that accepts br, cached for a year as immutable', async () => {
    const response = await get(ASSET, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(brotliCompressSync(SOURCE))).toBe(true);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get(ASSET, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(gzipSync(SOURCE))).toBe(true);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(ASSET, acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.payload).toBe(SOURCE);
    }
  });

  it('gives the compressed copies, and assets that are not there, no URL of their own', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`, '/assets/index-Missing1.js']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('answers HEAD for a page, an asset and robots.txt, as crawlers and caches ask', async () => {
    for (const url of ['/', '/courses', ASSET, '/robots.txt']) {
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    }
  });

  it('lets a file without a content hash in its name be revalidated', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=0');
  });
});
