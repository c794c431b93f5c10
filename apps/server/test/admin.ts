import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { createUser } from './factories.ts';

export interface AdminCall {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
}

const UNAUTHENTICATED = 'Sorry, You are not allowed to access the requested resource.';
const FORBIDDEN = 'You do not have permission to do this.';

/**
 * Every call answers 401 without a token and 403 to a signed-in student and tutor (even with a valid body),
 * and changes nothing: `snapshot` is compared before and after.
 */
export async function expectAdminOnly(t: TestApp, calls: AdminCall[], snapshot: () => Promise<unknown>) {
  const student = await createUser(t.ctx, { role: 'student' });
  const tutor = await createUser(t.ctx, { role: 'teacher' });
  const before = await snapshot();
  for (const { method, url, body } of calls) {
    const anonymous = await t.call(method, url, { body });
    expect(anonymous.status, `${method} ${url} without a token`).toBe(401);
    expect(anonymous.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: UNAUTHENTICATED });
    for (const { token, user } of [student, tutor]) {
      const res = await t.call(method, url, { body, token });
      expect(res.status, `${method} ${url} as a ${user.role}`).toBe(403);
      expect(res.body).toEqual({ success: false, code: 'FORBIDDEN', message: FORBIDDEN });
    }
  }
  expect(await snapshot()).toEqual(before);
}
