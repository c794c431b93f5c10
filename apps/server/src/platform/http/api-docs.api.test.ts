import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/** The docs are built on the first visit (api-docs.ts): each of their pages still answers as the plugins serve it. */
describe('the API docs, built on the first visit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  it('serve the description with every documented route and none of the hidden ones', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const { openapi, paths } = response.json();
    expect(openapi).toMatch(/^3\./);
    expect(paths['/api/v1/health'].get.tags).toEqual(['general']);
    expect(Object.keys(paths).some((path) => path.startsWith('/assets') || path === '/*')).toBe(false);
    expect((await get('/api/docs/yaml')).headers['content-type']).toMatch(/yaml/);
    expect((await get('/api/docs/json', 'HEAD')).statusCode).toBe(200);
  });

  it('serve the pages and files of the docs viewer', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const script = await get('/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    expect(script.payload).toContain("resolveUrl('./json')");
  });

  it('answer a path the docs do not have with the API’s 404', async () => {
    const response = await get('/api/docs/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});
