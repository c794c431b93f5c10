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
// An authoring route: they share one array of hooks (`const onRequest = [authenticated, authorsOnly]`).
const deleteSection = (app: TestApp) =>
  app.call('DELETE', '/api/v1/sections/99999999', { token: tutor.token });

describe('the per-client API limit', () => {
  // The limit's plugin appends its hook to a route's `onRequest` array; where a module shares one array among its
  // routes, a second app built in the same process added its hook to the first app's routes too.
  it('counts the calls of another app on the same modules in that app only', async () => {
    const other = await t.anotherInstance();
    const before = remaining((await deleteSection(t)).headers);
    for (let i = 0; i < 3; i++) await deleteSection(other);
    expect(remaining((await deleteSection(t)).headers)).toBe(before - 1);
  });
});
