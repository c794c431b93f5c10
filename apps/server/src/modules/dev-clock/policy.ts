import type { Config } from '../../platform/config.ts';

/** Anyone could move the server's time or run its jobs, so the routes exist only with DEV_CLOCK, never in production. */
export function devClockEnabled(config: Pick<Config, 'env' | 'devClock'>): boolean {
  return config.devClock && config.env !== 'production';
}
