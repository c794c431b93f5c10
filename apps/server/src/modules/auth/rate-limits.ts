import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Counts one attempt on every key (e.g. the address and the IP), each against its own limit, and answers 429
 * with the longest wait when any of them is over in the configured window.
 */
export async function enforceLimits(
  ctx: AppContext,
  limits: Array<[key: string, limit: number]>,
): Promise<void> {
  const results = await Promise.all(
    limits.map(([key, limit]) => ctx.rateLimiter.hit(key, limit, ctx.config.rateLimits.windowMs)),
  );
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length) throw AppError.rateLimited(Math.max(...blocked.map((r) => r.retryAfterSeconds)));
}

/** The limit for an IP's attempts, given the one for an address's. */
export function perIp(ctx: AppContext, perAddress: number): number {
  return perAddress * ctx.config.rateLimits.perIpFactor;
}

export const limitKeys = {
  signInAddress: (email: string) => `sign-in:address:${email.toLowerCase()}`,
  signInIp: (ip: string) => `sign-in:ip:${ip}`,
  resetRequestAddress: (email: string) => `reset-request:address:${email.toLowerCase()}`,
  resetRequestIp: (ip: string) => `reset-request:ip:${ip}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  codeCheckIp: (ip: string) => `code-check:ip:${ip}`,
  /** Guesses of a signed-in user's current password (changing the password or the address). */
  passwordCheckUser: (userId: number) => `password-check:user:${userId}`,
};
