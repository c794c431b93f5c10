import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { type LoopbackOpenAi, startLoopbackOpenAi } from '../../../test/openai-server.ts';

let t: TestApp;
let openAi: LoopbackOpenAi;
beforeAll(async () => {
  openAi = await startLoopbackOpenAi();
  t = await createTestApp({ config: { devClock: true, ai: { openAi: undefined } } });
});
afterAll(() => openAi.stop());

const point = (app: TestApp, body: unknown) => app.call('POST', '/api/v1/dev/ai', { body });

describe('POST /dev/ai', () => {
  it('points the tutor at a loopback stand-in and back, never elsewhere, and exists only with DEV_CLOCK', async () => {
    const student = await createUser(t.ctx);
    const quota = async () =>
      (await t.call('GET', '/api/v1/user/ai/chat/quota', { token: student.token })).body.data;
    const on = await point(t, { base_url: openAi.config.baseUrl, api_key: openAi.config.apiKey });
    expect(on.body.data).toEqual({ tutor: 'openai' });
    expect((await quota()).model).toBe(true);
    expect((await point(t, { base_url: 'http://10.0.0.5:8080/v1' })).status).toBe(422);
    expect((await point(t, { base_url: null })).body.data).toEqual({ tutor: 'builtin' });
    expect((await quota()).model).toBe(false);
    const off = await createTestApp();
    expect((await point(off, { base_url: null })).status).toBe(404);
  });
});
