import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiter } from '../rate-limiter.ts';

/**
 * @fastify/rate-limit counting in the app's shared limiter (PostgreSQL or Redis), so the per-client API limit
 * holds across instances instead of multiplying by their number.
 */
export function sharedRateLimitStore(limiter: RateLimiter): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: Parameters<FastifyRateLimitStore['incr']>[1],
      timeWindow: number,
      max: number,
    ) {
      limiter.hit(`api:${key}`, max, timeWindow).then(
        (result) => callback(null, { current: result.count, ttl: result.resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}
