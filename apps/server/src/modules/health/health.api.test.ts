import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { DEFAULT_RATE_LIMITS } from '../../platform/config.ts';

describe('GET /api/v1/health', () => {
  it('answers ok once the database is reachable', async () => {
    const { call } = await createTestApp();
    const res = await call('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
  });

  it('answers HEAD too, for load balancers and uptime monitors', async () => {
    const { call } = await createTestApp();
    const res = await call('HEAD', '/api/v1/health');
    expect(res.status).toBe(200);
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const { call } = await createTestApp();
    const res = await call('GET', '/api/v1/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI description', async () => {
    const { call } = await createTestApp();
    const res = await call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/v1/health']).toBeDefined();
  });

  it("limits API calls per client each minute, but never the web app's pages and files", async () => {
    const { call } = await createTestApp({
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, globalPerMinute: 3 } },
    });
    for (let i = 0; i < 6; i++) {
      const page = await call('GET', '/tuition/tutors', { ip: '203.0.113.9' });
      expect(page.status).not.toBe(429);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call('GET', '/api/v1/health', { ip: '203.0.113.9' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
