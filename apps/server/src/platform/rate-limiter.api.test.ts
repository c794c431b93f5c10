import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { type Config, DEFAULT_RATE_LIMITS } from './config.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const limits = (config: Partial<Config['rateLimits']>): Partial<Config> => ({
  rateLimits: { ...DEFAULT_RATE_LIMITS, globalPerMinute: 100_000, ...config },
});
// Unique per call (Redis keeps its counters between runs), in its own /56: the API limit counts IPv6 by network.
const ip = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

async function twoInstances(config: Partial<Config>): Promise<[TestApp, TestApp]> {
  const first = await createTestApp({ config });
  return [first, await first.anotherInstance()];
}

/** Wrong passwords for one address, alternating between the instances: one budget for both. */
async function signInsAcross([a, b]: [TestApp, TestApp], attempts: number) {
  const { user } = await createUser(a.ctx, { role: 'student' });
  const { email } = user;
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const instance = i % 2 === 0 ? a : b;
    const res = await instance.call('POST', '/api/v1/auth', {
      body: { email, password: 'not the password' },
      ip: ip(),
    });
    statuses.push(res.status);
  }
  return statuses;
}

async function apiCallsAcross([a, b]: [TestApp, TestApp], calls: number) {
  const from = ip();
  const statuses: number[] = [];
  for (let i = 0; i < calls; i++)
    statuses.push((await (i < 3 ? a : b).call('GET', '/api/v1/health', { ip: from })).status);
  return statuses;
}

describe('rate limits shared by every instance', () => {
  it('on PostgreSQL by default: the second instance refuses once the first used the sign-in budget', async () => {
    const instances = await twoInstances(limits({ signInPerWindow: 3 }));
    expect(await signInsAcross(instances, 4)).toEqual([422, 422, 422, 429]);
    const { rows } = await instances[0].ctx.db.execute(sql`SELECT count(*)::int AS n FROM rate_limits`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('without Redis the per-client API limit is counted by each instance, with no database write per call', async () => {
    const instances = await twoInstances(limits({ globalPerMinute: 3 }));
    expect(await apiCallsAcross(instances, 4)).toEqual([200, 200, 200, 200]);
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await instances[0].call('GET', '/api/v1/health', { ip: from })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const { rows } = await instances[0].ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE '%api:%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('on Redis with REDIS_URL: the same, and nothing is counted in PostgreSQL', async () => {
    const instances = await twoInstances({
      ...limits({ signInPerWindow: 3, globalPerMinute: 3 }),
      redisUrl: REDIS_URL,
    });
    expect(await signInsAcross(instances, 4)).toEqual([422, 422, 422, 429]);
    expect(await apiCallsAcross(instances, 4)).toEqual([200, 200, 200, 429]);
    const { rows } = await instances[0].ctx.db.execute(sql`SELECT count(*)::int AS n FROM rate_limits`);
    expect(rows[0]!.n).toBe(0);
  });
});
