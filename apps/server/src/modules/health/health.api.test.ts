import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

describe('GET /api/v1/health', () => {
  it('answers ok once the database is reachable', async () => {
    const { call } = await createTestApp();
    const res = await call('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
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
});
