import { describe, expect, it } from 'vitest';
import { shouldLogRequest } from './request-log.ts';

const options = { sampleRate: 0.01, slowMs: 500 };

describe('shouldLogRequest', () => {
  it('always logs server errors and slow requests', () => {
    expect(shouldLogRequest(500, 3, options, () => 0.99)).toBe(true);
    expect(shouldLogRequest(200, 500, options, () => 0.99)).toBe(true);
  });

  it('logs the rest at the sample rate', () => {
    expect(shouldLogRequest(200, 3, options, () => 0.005)).toBe(true);
    expect(shouldLogRequest(404, 3, options, () => 0.5)).toBe(false);
    expect(shouldLogRequest(200, 3, { ...options, sampleRate: 1 }, () => 0.999)).toBe(true);
    expect(shouldLogRequest(200, 3, { ...options, sampleRate: 0 }, () => 0)).toBe(false);
  });
});
