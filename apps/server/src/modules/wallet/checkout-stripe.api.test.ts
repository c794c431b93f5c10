import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { type LoopbackStripe, startLoopbackStripe } from '../../../test/stripe-server.ts';
import { walletOf } from '../../../test/wallet.ts';
import { payments } from '../../platform/db/schema/index.ts';

let server: LoopbackStripe;
let t: TestApp;

beforeAll(async () => {
  server = await startLoopbackStripe();
  t = await createTestApp({ config: { stripe: server.config } });
});
afterAll(() => server.stop());

describe('GET /wallet/checkout when Stripe cannot be reached', () => {
  it('answers 409, leaving the payment failed and nothing charged', async () => {
    const user = await createUser(t.ctx);
    server.failNext(
      '/v1/checkout/sessions',
      { status: 500, type: 'api_error', message: 'Something went wrong' },
      3,
    );
    const res = await t.call('GET', '/api/v1/wallet/checkout?amount=20', { token: user.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'CONFLICT',
      message:
        'The payment provider could not be reached. Nothing was charged; please try again in a moment.',
    });
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.userId, user.user.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'provider_unreachable', amountPence: 2000 });
    expect((await walletOf(t, user.token)).balance).toBe(0);
  });
});
