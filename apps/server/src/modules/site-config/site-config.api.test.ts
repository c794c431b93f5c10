import { siteConfigResponse } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

describe('GET /api/v1/public/site-config', () => {
  it('says test mode for production on the sandbox, signed out', async () => {
    const { call } = await createTestApp({ config: { env: 'production' } });
    const res = await call('GET', '/api/v1/public/site-config');
    expect(res.status).toBe(200);
    expect(siteConfigResponse.parse(res.body)).toEqual(res.body);
    expect(res.body.data.test_mode).toBe(true);
  });

  it('does not in development, nor with Stripe in production', async () => {
    const dev = await createTestApp();
    expect((await dev.call('GET', '/api/v1/public/site-config')).body.data.test_mode).toBe(false);
    const stripe = await createTestApp({
      config: {
        env: 'production',
        stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiUrl: undefined },
      },
    });
    expect((await stripe.call('GET', '/api/v1/public/site-config')).body.data.test_mode).toBe(false);
  });

  it("tells the web app when a meeting room opens, from the server's setting", async () => {
    const dflt = await createTestApp();
    expect(
      (await dflt.call('GET', '/api/v1/public/site-config')).body.data.meeting_opens_minutes_before,
    ).toBe(10);
    const wide = await createTestApp({
      config: { meeting: { opensMinutesBefore: 40, iceServers: [], secret: undefined } },
    });
    expect(
      (await wide.call('GET', '/api/v1/public/site-config')).body.data.meeting_opens_minutes_before,
    ).toBe(40);
  });
});
