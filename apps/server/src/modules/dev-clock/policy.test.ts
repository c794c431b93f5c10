import { describe, expect, it } from 'vitest';
import { devClockEnabled } from './policy.ts';

describe('devClockEnabled', () => {
  it('is on with DEV_CLOCK in development and tests', () => {
    expect(devClockEnabled({ env: 'development', devClock: true })).toBe(true);
    expect(devClockEnabled({ env: 'test', devClock: true })).toBe(true);
  });

  it('is off without DEV_CLOCK, and always in production', () => {
    expect(devClockEnabled({ env: 'development', devClock: false })).toBe(false);
    expect(devClockEnabled({ env: 'production', devClock: true })).toBe(false);
  });
});
