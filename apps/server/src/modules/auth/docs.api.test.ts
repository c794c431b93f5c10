import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

describe('API documentation', () => {
  it('documents every account and profile call with its body, answer and tag', async () => {
    const { call } = await createTestApp();
    const res = await call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    const posts = [
      '/register',
      '/register/verify',
      '/register/resend',
      '/auth',
      '/sign-out',
      '/forgot-password',
      '/reset-password',
      '/update/password',
      '/update/email',
      '/update/email-verify',
      '/user',
    ];
    for (const path of posts) {
      const operation = paths[`/api/v1${path}`]?.post;
      expect(operation, path).toBeDefined();
      expect(operation.summary, path).toBeTruthy();
      expect(operation.responses['200'], path).toBeDefined();
    }
    expect(paths['/api/v1/user'].get.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/v1/register'].post.requestBody).toBeDefined();
    expect(paths['/api/v1/register'].post.tags).toEqual(['auth']);
  });
});
