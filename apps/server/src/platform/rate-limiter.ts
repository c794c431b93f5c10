/**
 * Fixed-window counters for per-address and per-IP limits (sign-in, codes, resets). In memory for one instance;
 * a shared store can replace it for many instances (REDIS_URL).
 */
export interface RateLimiter {
  /** Counts one hit on `key`; answers whether it is still allowed and, if not, how long to wait. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        entry = { count: 0, resetAt: at + windowMs };
        windows.set(key, entry);
        if (windows.size > 50_000) {
          for (const [k, v] of windows) if (v.resetAt <= at) windows.delete(k);
        }
      }
      entry.count += 1;
      return { allowed: entry.count <= limit, retryAfterSeconds: Math.ceil((entry.resetAt - at) / 1000) };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
