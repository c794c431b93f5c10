import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (what a 429's Retry-After says). */
  retryAfterSeconds: number;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/**
 * Fixed-window counters for per-address, per-IP and per-user limits (sign-in, codes, resets, the AI tutor, and
 * the API's per-client limit when Redis is set), kept where every instance counts together: PostgreSQL by
 * default (the `rate_limits` table), Redis when REDIS_URL is set.
 */
export interface RateLimiter {
  /** Counts one hit on `key`; answers whether it is still allowed and, if not, how long to wait. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

type Store = { kind: 'postgres'; pool: pg.Pool } | { kind: 'redis'; client: Redis };

const requireModule = createRequire(import.meta.url);

/**
 * A Redis client; ioredis is required only when REDIS_URL is set, not imported at start (docs/architecture.md,
 * "Memory at idle").
 */
function redisClient(url: string): Redis {
  const { Redis: Client } = requireModule('ioredis') as typeof import('ioredis');
  return new Client(url, { maxRetriesPerRequest: 1 });
}

/** `REDIS_URL` set: Redis; otherwise the app's PostgreSQL pool. */
export function createRateLimiter(options: { pool: pg.Pool; redisUrl: string | undefined }): RateLimiter {
  const store: Store = options.redisUrl
    ? { kind: 'redis', client: redisClient(options.redisUrl) }
    : { kind: 'postgres', pool: options.pool };
  // One limiter per (limit, window): rate-limiter-flexible fixes both per instance, the rows are shared.
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (points: number, windowMs: number) => {
    const id = `${points}/${windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = createLimiter(store, points, windowMs / 1000);
      limiters.set(id, limiter);
    }
    return limiter;
  };

  return {
    async hit(key, limit, windowMs) {
      try {
        const res = await limiterFor(limit, windowMs).consume(key);
        return {
          allowed: true,
          retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000),
          count: res.consumedPoints,
          resetInMs: res.msBeforeNext,
        };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          count: rejection.consumedPoints,
          resetInMs: rejection.msBeforeNext,
        };
      }
    },
    async reset(key) {
      // Any limiter deletes the key: they share the prefix and the store.
      await limiterFor(1, 1000).delete(key);
    },
    async close() {
      if (store.kind === 'redis') await store.client.quit().catch(() => store.client.disconnect());
    },
  };
}

function createLimiter(store: Store, points: number, duration: number): RateLimiterAbstract {
  const common = { keyPrefix: 'kru', points, duration };
  if (store.kind === 'postgres') {
    // The table comes from migration 0021; expired rows are swept every five minutes by each instance.
    return new RateLimiterPostgres({
      ...common,
      storeClient: store.pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
    });
  }
  // When Redis cannot be reached, each instance counts on its own rather than refusing or failing every call.
  return new RateLimiterRedis({
    ...common,
    storeClient: store.client,
    insuranceLimiter: new RateLimiterMemory(common),
  });
}
