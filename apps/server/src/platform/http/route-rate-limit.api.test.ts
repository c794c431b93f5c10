import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

let t: TestApp;
let tutor: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher' });
});

const remaining = (headers: Record<string, unknown>) => Number(headers['x-ratelimit-remaining']);
// The last of the authoring routes that share one array of hooks (`const onRequest = [authenticated, authorsOnly]`).
const deleteSection = (app: TestApp) =>
  app.call('DELETE', '/api/v1/sections/99999999', { token: tutor.token });

describe('the per-client API limit', () => {
  // The limit's plugin appends its hook to a route's hook array; a module's shared array then carried one more
  // hook for every route before, and a call counted once per hook.
  it('counts one call once, on routes that share their hooks too', async () => {
    const first = await deleteSection(t);
    const second = await deleteSection(t);
    expect(first.status).toBe(404);
    expect(remaining(first.headers) - remaining(second.headers)).toBe(1);
  });

  it('counts the calls of another app on the same modules in that app only', async () => {
    const other = await t.anotherInstance();
    const before = remaining((await deleteSection(t)).headers);
    for (let i = 0; i < 3; i++) await deleteSection(other);
    expect(remaining((await deleteSection(t)).headers)).toBe(before - 1);
  });
});
