import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The counters of rate-limiter-flexible's PostgreSQL store (platform/rate-limiter.ts), shared by every instance:
 * the columns it reads and writes (a text key: ours carry an e-mail address, longer than its default 255).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  /** Milliseconds since the epoch when the window ends. */
  expire: bigint({ mode: 'number' }),
});
